/**
 * The page modules of the settings/social-media routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './SocialMediaPage': () => import('./SocialMediaPage'),
  './SocialRedirectPage': () => import('./SocialRedirectPage'),
};
