import { areaPages, type FeatureRoute } from '../../app/feature-route';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** `/opensource` and the placeholder pages of spec section 2: open to everyone signed in. */
export const aboutRoutes: readonly FeatureRoute[] = [
  {
    id: 'opensource',
    path: '/opensource',
    namespaces: ['about'],
    page: async () => (await pageModule('./OpenSourcePage')).OpenSourcePage,
  },
  {
    id: 'ecommerce',
    path: '/ecommerce',
    namespaces: ['about'],
    page: async () => (await pageModule('./PlaceholderViews')).EcommercePlaceholderView,
  },
  {
    id: 'control',
    path: '/control',
    namespaces: ['about'],
    page: async () => (await pageModule('./PlaceholderViews')).ControlPlaceholderView,
  },
];
