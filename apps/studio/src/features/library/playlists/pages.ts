/**
 * The page modules of the library/playlists routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './AddToPlaylistPage': () => import('./AddToPlaylistPage'),
  './PlaylistPage': () => import('./PlaylistPage'),
  './PlaylistsPage': () => import('./PlaylistsPage'),
};
