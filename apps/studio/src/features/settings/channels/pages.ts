/**
 * The page modules of the settings/channels routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './EncoderChannelFormPage': () => import('./EncoderChannelFormPage'),
  './EncoderChannelPage': () => import('./EncoderChannelPage'),
  './EncoderChannelsPage': () => import('./EncoderChannelsPage'),
  './WebChannelFormPage': () => import('./WebChannelFormPage'),
  './WebChannelPage': () => import('./WebChannelPage'),
  './WebChannelsPage': () => import('./WebChannelsPage'),
};
