import { areaPages, type FeatureRoute } from '../../../app/feature-route';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/**
 * Destination groups: manageDestinationGroups reads and edits them; creating one needs Admin,
 * which the server answers with the spec's 403 and the list shows no create link for.
 */
const access = { permission: 'manageDestinationGroups' } as const satisfies FeatureRoute['access'];

export const destinationGroupRoutes: readonly FeatureRoute[] = [
  {
    id: 'destination-groups',
    path: '/settings/destination-groups',
    access,
    navigation: {
      label: 'destinationGroups',
      section: 'settings',
      order: 70,
      summary: 'destinationGroups',
    },
    namespaces: ['settings', 'settingsDestinationGroups'],
    page: async () => (await pageModule('./DestinationGroupsPage')).DestinationGroupsPage,
  },
  {
    id: 'destination-group-create',
    path: '/settings/destination-groups/create',
    access,
    namespaces: ['settings', 'settingsDestinationGroups'],
    page: async () => (await pageModule('./DestinationGroupFormPage')).DestinationGroupCreatePage,
  },
  {
    id: 'destination-group',
    path: '/settings/destination-groups/:uuid',
    access,
    namespaces: ['settings', 'settingsDestinationGroups'],
    page: async () => (await pageModule('./DestinationGroupPage')).DestinationGroupPage,
  },
  {
    id: 'destination-group-edit',
    path: '/settings/destination-groups/:uuid/edit',
    access,
    namespaces: ['settings', 'settingsDestinationGroups'],
    page: async () => (await pageModule('./DestinationGroupFormPage')).DestinationGroupEditPage,
  },
];
