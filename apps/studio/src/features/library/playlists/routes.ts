import { areaPages, type FeatureRoute } from '../../../app/feature-route';
import { planGate } from '../../settings/plan-gate';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** Reading playlists is reading the library (On Demand plan, spec section 6). */
const readAccess = {
  capability: 'mediaLibrary.get',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

/** Adding videos changes a playlist: the playlists capability. */
const manageAccess = {
  capability: 'playlists.manage',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

const addPage = async () => (await pageModule('./AddToPlaylistPage')).AddToPlaylistPage;

/** The playlist routes of spec section 2 (Media). */
export const playlistRoutes: readonly FeatureRoute[] = [
  {
    id: 'playlists',
    path: '/media/playlists',
    access: readAccess,
    navigation: { label: 'playlists', section: 'main', order: 21 },
    namespaces: ['playlists'],
    page: async () => (await pageModule('./PlaylistsPage')).PlaylistsPage,
  },
  {
    id: 'playlists-add',
    path: '/media/playlists/add',
    access: manageAccess,
    namespaces: ['playlists'],
    page: addPage,
  },
  {
    id: 'playlist-add',
    path: '/media/playlists/add/:uuid/:count',
    access: manageAccess,
    namespaces: ['playlists'],
    page: addPage,
  },
  {
    id: 'playlist',
    path: '/media/playlists/:uuid',
    access: readAccess,
    namespaces: ['playlists'],
    page: async () => (await pageModule('./PlaylistPage')).PlaylistPage,
  },
];
