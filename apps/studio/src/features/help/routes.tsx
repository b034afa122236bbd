import type { FeatureRoute } from '../../app/feature-route';

export const helpRoutes: readonly FeatureRoute[] = [
  {
    id: 'help',
    path: '/help',
    navigation: { label: 'help', section: 'main', order: 1000 },
    namespaces: ['help'],
    page: async () => (await import('./HelpView')).HelpView,
  },
];
