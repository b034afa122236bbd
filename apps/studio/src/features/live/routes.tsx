import type { FeatureRoute } from '../../app/feature-route';

/**
 * Go Live (spec section 2): whoever may manage schedules (section 6: admins, event admins and
 * encoder control); the Video Review user sees no Go Live, in the navigation or at its address.
 */
export const liveRoutes: readonly FeatureRoute[] = [
  {
    id: 'go-live',
    path: '/go-live',
    access: { permission: 'manageSched' },
    navigation: { label: 'goLive', section: 'main', order: 15 },
    namespaces: ['live', 'liveDestinations'],
    page: async () => (await import('./GoLivePage')).GoLivePage,
  },
];
