import { areaPages, type FeatureRoute } from '../../app/feature-route';
import { STAFF_ACCESS, STAFF_ADMIN_ACCESS, staffAreaAccess, staffAreaChangeAccess } from './access';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

const namespaces = ['admin'] as const;
/** The staff encoder pages show the organisation's encoder edit and update views too. */
const encoderNamespaces = ['admin', 'encoders'] as const;

/**
 * The staff area (issue 17, spec section 2 "Admin"): organisations, the current organisation,
 * hardware, encoder search, monitoring and system logs. Staff only (the staff admin, or the sudo
 * viewer who sees without changing); the pages that change something need the staff admin.
 */
export const adminRoutes: readonly FeatureRoute[] = [
  {
    id: 'admin',
    path: '/admin',
    access: STAFF_ACCESS,
    navigation: { label: 'admin', section: 'main', order: 80 },
    namespaces,
    page: async () => (await pageModule('./organisations/AdminHomePage')).AdminHomePage,
  },
  {
    id: 'admin-current-org',
    path: '/admin/current-org',
    access: STAFF_ACCESS,
    namespaces,
    page: async () =>
      (await pageModule('./organisations/OrganisationPage')).CurrentOrganisationPage,
  },
  {
    id: 'admin-current-org-edit',
    path: '/admin/current-org/:uuid/edit',
    access: STAFF_ADMIN_ACCESS,
    namespaces,
    page: async () =>
      (await pageModule('./organisations/OrganisationFormPage')).OrganisationEditPage,
  },
  {
    id: 'admin-current-org-encoders',
    path: '/admin/current-org/encoder',
    access: staffAreaAccess('encoders.admin'),
    namespaces,
    page: async () =>
      (await pageModule('./encoders/EncoderSearchPage')).CurrentOrganisationEncodersPage,
  },
  {
    id: 'admin-organizations',
    path: '/admin/organizations',
    access: STAFF_ACCESS,
    namespaces,
    page: async () => (await pageModule('./organisations/OrganisationsPage')).OrganisationsPage,
  },
  {
    id: 'admin-organization-create',
    path: '/admin/organizations/create',
    access: STAFF_ADMIN_ACCESS,
    namespaces,
    page: async () =>
      (await pageModule('./organisations/OrganisationFormPage')).OrganisationCreatePage,
  },
  {
    id: 'admin-organization',
    path: '/admin/organizations/:uuid',
    access: STAFF_ACCESS,
    namespaces,
    page: async () => (await pageModule('./organisations/OrganisationPage')).OrganisationPage,
  },
  {
    id: 'admin-organization-edit',
    path: '/admin/organizations/:uuid/edit',
    access: STAFF_ADMIN_ACCESS,
    namespaces,
    page: async () =>
      (await pageModule('./organisations/OrganisationFormPage')).OrganisationEditPage,
  },
  {
    id: 'hardware',
    path: '/hardware',
    access: staffAreaAccess('hardware.units'),
    navigation: { label: 'hardware', section: 'main', order: 81 },
    namespaces,
    page: async () => (await pageModule('./hardware/HardwarePage')).HardwarePage,
  },
  {
    id: 'hardware-create',
    path: '/hardware/create',
    access: staffAreaChangeAccess('hardware.units'),
    namespaces,
    page: async () => (await pageModule('./hardware/HardwareFormPage')).HardwareCreatePage,
  },
  {
    id: 'hardware-unit',
    path: '/hardware/:uuid',
    access: staffAreaAccess('hardware.units'),
    namespaces,
    page: async () => (await pageModule('./hardware/HardwareUnitPage')).HardwareUnitPage,
  },
  {
    id: 'hardware-edit',
    path: '/hardware/:uuid/edit',
    access: staffAreaChangeAccess('hardware.units'),
    namespaces,
    page: async () => (await pageModule('./hardware/HardwareFormPage')).HardwareEditPage,
  },
  {
    id: 'hardware-dashboard',
    path: '/hardware-dashboard',
    access: staffAreaAccess('hardware.dashboard'),
    namespaces,
    page: async () => (await pageModule('./hardware/HardwareDashboardPage')).HardwareDashboardPage,
  },
  {
    id: 'encoder-search',
    path: '/encoder-search',
    access: staffAreaAccess('encoders.admin'),
    navigation: { label: 'encoderSearch', section: 'main', order: 82 },
    namespaces,
    page: async () => (await pageModule('./encoders/EncoderSearchPage')).EncoderSearchPage,
  },
  {
    id: 'staff-encoders',
    path: '/encoders',
    access: staffAreaAccess('encoders.admin'),
    namespaces: encoderNamespaces,
    page: async () => (await pageModule('./encoders/EncoderSearchPage')).StaffEncodersPage,
  },
  {
    id: 'staff-encoder',
    path: '/encoders/:uuid',
    access: staffAreaAccess('encoders.admin'),
    namespaces: encoderNamespaces,
    page: async () => (await pageModule('./encoders/StaffEncoderPage')).StaffEncoderPage,
  },
  {
    id: 'staff-encoder-edit',
    path: '/encoders/:uuid/edit',
    access: staffAreaChangeAccess('encoders.admin'),
    namespaces: encoderNamespaces,
    page: async () => (await pageModule('./encoders/StaffEncoderEditPage')).StaffEncoderEditPage,
  },
  {
    id: 'staff-encoder-update',
    path: '/encoder/:uuid/update',
    access: staffAreaChangeAccess('encoders.admin'),
    namespaces: encoderNamespaces,
    page: async () =>
      (await pageModule('./encoders/StaffEncoderUpdatePage')).StaffEncoderUpdatePage,
  },
  {
    id: 'monitoring',
    path: '/monitoring',
    access: staffAreaAccess('hardware.monitoring'),
    navigation: { label: 'monitoring', section: 'main', order: 83 },
    namespaces,
    page: async () => (await pageModule('./monitoring/MonitoringPage')).MonitoringPage,
  },
  {
    id: 'system-logs',
    path: '/system-logs',
    access: staffAreaAccess('systemLogs.get'),
    navigation: { label: 'systemLogs', section: 'main', order: 84 },
    namespaces,
    page: async () => (await pageModule('./system-logs/SystemLogsPage')).SystemLogsPage,
  },
];
