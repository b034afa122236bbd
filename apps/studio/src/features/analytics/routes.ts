import type { FeatureRoute } from '../../app/feature-route';

/** Analytics are for whoever may view the dashboard (the contract's `viewDashboard`). */
const access = { permission: 'viewDashboard' } as const satisfies FeatureRoute['access'];

/** The analytics routes of spec section 2. */
export const analyticsRoutes: readonly FeatureRoute[] = [
  {
    id: 'analytics',
    path: '/analytics',
    access,
    navigation: { label: 'analytics', section: 'main', order: 40 },
    namespaces: ['analytics'],
    page: async () => (await import('./AnalyticsPage')).WebEventAnalyticsPage,
  },
  {
    id: 'analytics-media-library',
    path: '/analytics/media-library',
    access,
    namespaces: ['analytics'],
    page: async () => (await import('./AnalyticsPage')).MediaLibraryAnalyticsPage,
  },
];
