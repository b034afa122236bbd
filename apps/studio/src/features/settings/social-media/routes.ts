import { areaPages, type FeatureRoute } from '../../../app/feature-route';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

const access = { permission: 'manageSocialMedia' } as const satisfies FeatureRoute['access'];

export const socialMediaRoutes: readonly FeatureRoute[] = [
  {
    id: 'social-media',
    path: '/settings/social-media',
    access,
    navigation: { label: 'socialMedia', section: 'settings', order: 55, summary: 'socialMedia' },
    namespaces: ['settings', 'socialMedia'],
    page: async () => (await pageModule('./SocialMediaPage')).SocialMediaPage,
  },
  {
    // The return page of the provider's authorisation (spec section 2).
    id: 'social-media-redirect',
    path: '/settings/social-media/fb-redirect',
    access,
    namespaces: ['settings', 'socialMedia'],
    page: async () => (await pageModule('./SocialRedirectPage')).SocialRedirectPage,
  },
];
