import { areaPages, type FeatureRoute } from '../../app/feature-route';
import { planGate } from '../settings/plan-gate';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** Users and invitations need manageUsers (spec section 6): Platform and Organization Admins. */
const usersAccess = { permission: 'manageUsers' } as const satisfies FeatureRoute['access'];
const usersNamespaces = ['settings', 'people'] as const;

/**
 * API clients: the capability to read them and a Professional or Enterprise On Demand plan, as the
 * contract's `x-permission: apiApps.get` and `x-plan: onDemandPro` say.
 */
const apiAccess = {
  capability: 'apiApps.get',
  plan: planGate('onDemandPro'),
} as const satisfies FeatureRoute['access'];
// Every route of the feature fetches its `people` words (feature-registry.test.ts); they are small.
const apiAccessNamespaces = ['settings', 'people', 'apiAccess'] as const;

export const peopleRoutes: readonly FeatureRoute[] = [
  {
    id: 'users',
    path: '/settings/users',
    access: usersAccess,
    navigation: { label: 'users', section: 'settings', order: 80, summary: 'users' },
    namespaces: usersNamespaces,
    page: async () => (await pageModule('./users/UsersPage')).UsersPage,
  },
  {
    id: 'user-invite',
    path: '/settings/users/invite',
    access: usersAccess,
    namespaces: usersNamespaces,
    page: async () => (await pageModule('./users/InviteFormPage')).InviteFormPage,
  },
  {
    id: 'user',
    path: '/settings/users/:uuid',
    access: usersAccess,
    namespaces: usersNamespaces,
    page: async () => (await pageModule('./users/UserPage')).UserPage,
  },
  {
    id: 'user-edit',
    path: '/settings/users/:uuid/edit',
    access: usersAccess,
    namespaces: usersNamespaces,
    page: async () => (await pageModule('./users/UserFormPage')).UserFormPage,
  },
  {
    id: 'api-access',
    path: '/settings/api-access',
    access: apiAccess,
    navigation: { label: 'apiAccess', section: 'settings', order: 90, summary: 'apiAccess' },
    namespaces: apiAccessNamespaces,
    page: async () => (await pageModule('./api-access/ApiClientsPage')).ApiClientsPage,
  },
  {
    id: 'api-access-create',
    path: '/settings/api-access/create',
    access: { ...apiAccess, capability: 'apiApps.add' },
    namespaces: apiAccessNamespaces,
    page: async () => (await pageModule('./api-access/ApiClientFormPage')).ApiClientCreatePage,
  },
  {
    id: 'api-access-client',
    path: '/settings/api-access/:uuid',
    access: apiAccess,
    namespaces: apiAccessNamespaces,
    page: async () => (await pageModule('./api-access/ApiClientPage')).ApiClientPage,
  },
  {
    id: 'api-access-edit',
    path: '/settings/api-access/:uuid/edit',
    access: { ...apiAccess, capability: 'apiApps.update' },
    namespaces: apiAccessNamespaces,
    page: async () => (await pageModule('./api-access/ApiClientFormPage')).ApiClientEditPage,
  },
  {
    id: 'account',
    path: '/settings/account',
    access: { permission: 'accountDetails' },
    navigation: { label: 'account', section: 'settings', order: 5, summary: 'account' },
    namespaces: ['settings', 'people'],
    page: async () => (await pageModule('./account/AccountPage')).AccountPage,
  },
  {
    // A signed-in person opening the link of their e-mail change: the same page as signed out.
    id: 'verify-email',
    path: '/verify-email/:token',
    namespaces: ['people', 'peoplePublic'],
    page: async () => (await pageModule('./public/VerifyEmailRoutePage')).VerifyEmailRoutePage,
  },
];
