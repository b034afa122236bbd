/**
 * The page modules of the library routes (routes.tsx), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './LibraryPage': () => import('./LibraryPage'),
  './LibraryRedirect': () => import('./LibraryRedirect'),
  './MediaItemPage': () => import('./MediaItemPage'),
  './RecentlyUploadedPage': () => import('./RecentlyUploadedPage'),
  './recordings/RecordingPage': () => import('./recordings/RecordingPage'),
  './upload/UploadPage': () => import('./upload/UploadPage'),
};
