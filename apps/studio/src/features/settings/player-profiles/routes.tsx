import { areaPages, type FeatureRoute } from '../../../app/feature-route';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** Spec section 6 "player config": the capability the contract's x-permission names. */
const playerConfig = { capability: 'playerConfig.manage' } as const;

/**
 * `/settings/player-profiles` with its create, view and edit panes, and the built-in background
 * mode's page (declared before `:uuid`; react-router ranks the literal higher anyway).
 */
export const playerProfileRoutes: readonly FeatureRoute[] = [
  {
    id: 'player-profiles',
    path: '/settings/player-profiles',
    access: playerConfig,
    navigation: {
      label: 'playerProfiles',
      section: 'settings',
      order: 50,
      summary: 'playerProfiles',
    },
    namespaces: ['settings', 'settingsPlayerProfiles'],
    page: async () => (await pageModule('./PlayerProfilesPage')).PlayerProfilesPage,
  },
  {
    id: 'player-profile-create',
    path: '/settings/player-profiles/create',
    access: playerConfig,
    namespaces: ['settings', 'settingsPlayerProfiles'],
    page: async () => (await pageModule('./PlayerProfileFormPage')).PlayerProfileCreatePage,
  },
  {
    id: 'player-profile-background-mode',
    path: '/settings/player-profiles/background-mode',
    access: playerConfig,
    namespaces: ['settings', 'settingsPlayerProfiles'],
    page: async () => (await pageModule('./PlayerProfilePage')).BackgroundModeProfilePage,
  },
  {
    id: 'player-profile',
    path: '/settings/player-profiles/:uuid',
    access: playerConfig,
    namespaces: ['settings', 'settingsPlayerProfiles'],
    page: async () => (await pageModule('./PlayerProfilePage')).PlayerProfilePage,
  },
  {
    id: 'player-profile-edit',
    path: '/settings/player-profiles/:uuid/edit',
    access: playerConfig,
    namespaces: ['settings', 'settingsPlayerProfiles'],
    page: async () => (await pageModule('./PlayerProfileFormPage')).PlayerProfileEditPage,
  },
];
