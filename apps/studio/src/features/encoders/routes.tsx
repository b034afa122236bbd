import type { FeatureRoute } from '../../app/feature-route';

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
    page: async () => (await import('./EncodersPage')).EncodersPage,
  },
  {
    id: 'encoder',
    path: '/settings/encoders/:uuid',
    access,
    namespaces,
    page: async () => (await import('./EncoderPage')).EncoderPage,
  },
  {
    id: 'encoder-edit',
    path: '/settings/encoders/:uuid/edit',
    access,
    namespaces,
    page: async () => (await import('./EncoderFormPage')).EncoderEditPage,
  },
  {
    id: 'encoder-update',
    path: '/settings/encoders/:uuid/update',
    access,
    namespaces,
    page: async () => (await import('./EncoderUpdatePage')).EncoderUpdatePage,
  },
  {
    id: 'encoder-logs',
    path: '/encoders/:uuid/logs',
    access,
    namespaces,
    page: async () => (await import('./EncoderLogsPage')).EncoderLogsPage,
  },
];
