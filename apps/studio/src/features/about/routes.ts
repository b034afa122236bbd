import type { FeatureRoute } from '../../app/feature-route';

/** `/opensource` and the placeholder pages of spec section 2: open to everyone signed in. */
export const aboutRoutes: readonly FeatureRoute[] = [
  {
    id: 'opensource',
    path: '/opensource',
    namespaces: ['about'],
    page: async () => (await import('./OpenSourcePage')).OpenSourcePage,
  },
  {
    id: 'ecommerce',
    path: '/ecommerce',
    namespaces: ['about'],
    page: async () => (await import('./PlaceholderViews')).EcommercePlaceholderView,
  },
  {
    id: 'control',
    path: '/control',
    namespaces: ['about'],
    page: async () => (await import('./PlaceholderViews')).ControlPlaceholderView,
  },
];
