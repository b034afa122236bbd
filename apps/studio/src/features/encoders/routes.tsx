import { areaPages, type FeatureRoute } from '../../app/feature-route';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/**
 * Encoders (spec section 2: settings/encoders with {uuid}, {uuid}/edit, {uuid}/update, and the
 * logs at /encoders/{uuid}/logs): whoever may manage encoder and web settings (section 6); the
 * Video Review user has no encoders.
 */
const access = {
  permission: 'manageEncoderAndWebSettings',
} as const satisfies FeatureRoute['access'];
const namespaces = ['encoders'] as const;

export const encoderRoutes: readonly FeatureRoute[] = [
  {
    id: 'encoders',
    path: '/settings/encoders',
    access,
    navigation: { label: 'encoders', section: 'settings', order: 15, summary: 'encoders' },
    namespaces,
    page: async () => (await pageModule('./EncodersPage')).EncodersPage,
  },
  {
    id: 'encoder',
    path: '/settings/encoders/:uuid',
    access,
    namespaces,
    page: async () => (await pageModule('./EncoderPage')).EncoderPage,
  },
  {
    id: 'encoder-edit',
    path: '/settings/encoders/:uuid/edit',
    access,
    namespaces,
    page: async () => (await pageModule('./EncoderFormPage')).EncoderEditPage,
  },
  {
    id: 'encoder-update',
    path: '/settings/encoders/:uuid/update',
    access,
    namespaces,
    page: async () => (await pageModule('./EncoderUpdatePage')).EncoderUpdatePage,
  },
  {
    id: 'encoder-logs',
    path: '/encoders/:uuid/logs',
    access,
    namespaces,
    page: async () => (await pageModule('./EncoderLogsPage')).EncoderLogsPage,
  },
];
