import type { FeatureRoute } from '../../app/feature-route';

export const dashboardRoutes: readonly FeatureRoute[] = [
  {
    id: 'dashboard',
    path: '/',
    access: { permission: 'viewDashboard' },
    navigation: { label: 'dashboard', section: 'main', order: 0 },
    namespaces: ['dashboard', 'onboarding'],
    page: async () => (await import('./DashboardPage')).DashboardPage,
  },
];
