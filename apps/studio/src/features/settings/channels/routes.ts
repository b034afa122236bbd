import { areaPages, type FeatureRoute } from '../../../app/feature-route';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

const manageEncoderAndWebSettings = { permission: 'manageEncoderAndWebSettings' } as const;

/**
 * Encoder channels and web channels: each a card on the settings hub with its list, create, view
 * and edit routes (spec section 2). Joined to the settings areas in `../routes.tsx`.
 */
export const channelRoutes: readonly FeatureRoute[] = [
  {
    id: 'encoder-channels',
    path: '/settings/encoder-channels',
    access: manageEncoderAndWebSettings,
    navigation: {
      label: 'encoderChannels',
      section: 'settings',
      order: 20,
      summary: 'encoderChannels',
    },
    namespaces: ['settings', 'settingsChannels'],
    page: async () => (await pageModule('./EncoderChannelsPage')).EncoderChannelsPage,
  },
  {
    id: 'encoder-channel-create',
    path: '/settings/encoder-channels/create',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsChannels'],
    page: async () => (await pageModule('./EncoderChannelFormPage')).EncoderChannelCreatePage,
  },
  {
    id: 'encoder-channel',
    path: '/settings/encoder-channels/:uuid',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsChannels'],
    page: async () => (await pageModule('./EncoderChannelPage')).EncoderChannelPage,
  },
  {
    id: 'encoder-channel-edit',
    path: '/settings/encoder-channels/:uuid/edit',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsChannels'],
    page: async () => (await pageModule('./EncoderChannelFormPage')).EncoderChannelEditPage,
  },
  {
    id: 'web-channels',
    path: '/settings/web-channels',
    access: manageEncoderAndWebSettings,
    navigation: { label: 'webChannels', section: 'settings', order: 30, summary: 'webChannels' },
    namespaces: ['settings', 'settingsChannels'],
    page: async () => (await pageModule('./WebChannelsPage')).WebChannelsPage,
  },
  {
    id: 'web-channel-create',
    path: '/settings/web-channels/create',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsChannels'],
    page: async () => (await pageModule('./WebChannelFormPage')).WebChannelCreatePage,
  },
  {
    id: 'web-channel',
    path: '/settings/web-channels/:uuid',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsChannels'],
    page: async () => (await pageModule('./WebChannelPage')).WebChannelPage,
  },
  {
    id: 'web-channel-edit',
    path: '/settings/web-channels/:uuid/edit',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsChannels'],
    page: async () => (await pageModule('./WebChannelFormPage')).WebChannelEditPage,
  },
];
