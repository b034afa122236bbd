import { adminRoutes } from '../features/admin/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { encoderRoutes } from '../features/encoders/routes';
import { errorRoutes } from '../features/errors/routes';
import { helpRoutes } from '../features/help/routes';
import { libraryRoutes } from '../features/library/routes';
import { playlistRoutes } from '../features/library/playlists/routes';
import { libraryEditRoutes } from '../features/library/edits/routes';
import { webVideoRoutes } from '../features/library/web-videos/routes';
import { feedRoutes } from '../features/library/feeds/routes';
import { liveRoutes } from '../features/live/routes';
import { peopleRoutes } from '../features/people/routes';
import { scheduleRoutes } from '../features/schedule/routes';
import { settingsRoutes } from '../features/settings/routes';
import { siteRoutes } from '../features/sites/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { aboutRoutes } from '../features/about/routes';
import type { FeatureRoute } from './feature-route';

/**
 * Every feature's routes: the one list the router, the guard, the side navigation and the settings
 * hub read. A feature joins the studio with one line here (its `routes.tsx` says the rest).
 */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...dashboardRoutes,
  ...libraryRoutes,
  ...playlistRoutes,
  ...libraryEditRoutes,
  ...webVideoRoutes,
  ...feedRoutes,
  ...liveRoutes,
  ...scheduleRoutes,
  ...settingsRoutes,
  ...encoderRoutes,
  ...peopleRoutes,
  ...helpRoutes,
  ...errorRoutes,
  ...adminRoutes,
  ...siteRoutes,
  ...analyticsRoutes,
  ...aboutRoutes,
];
