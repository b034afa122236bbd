import type { Access } from '../../app/access';
import type { FeatureRoute } from '../../app/feature-route';

/**
 * Go Live and the commands of live events' content destinations, wherever they are listed (a
 * recording's page too): whoever may manage schedules (section 6: admins, event admins and
 * encoder control).
 */
export const LIVE_DESTINATIONS_ACCESS = { permission: 'manageSched' } as const satisfies Access;

/**
 * Go Live (spec section 2): the Video Review user sees no Go Live, in the navigation or at its
 * address.
 */
export const liveRoutes: readonly FeatureRoute[] = [
  {
    id: 'go-live',
    path: '/go-live',
    access: LIVE_DESTINATIONS_ACCESS,
    navigation: { label: 'goLive', section: 'main', order: 15 },
    namespaces: ['live', 'liveDestinations'],
    page: async () => (await import('./GoLivePage')).GoLivePage,
  },
];
