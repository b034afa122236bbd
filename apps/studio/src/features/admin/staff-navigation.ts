import { adminRoutes } from './routes';

/**
 * The staff entries of the navigation, which the admin view shows and the demo view hides; Admin
 * itself stays, so the views can be switched back.
 */
export const STAFF_ROUTE_IDS: ReadonlySet<string> = new Set(
  adminRoutes.filter((route) => route.id !== 'admin').map((route) => route.id),
);
