/**
 * The page modules of the admin routes (routes.tsx), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './encoders/EncoderSearchPage': () => import('./encoders/EncoderSearchPage'),
  './encoders/StaffEncoderEditPage': () => import('./encoders/StaffEncoderEditPage'),
  './encoders/StaffEncoderPage': () => import('./encoders/StaffEncoderPage'),
  './encoders/StaffEncoderUpdatePage': () => import('./encoders/StaffEncoderUpdatePage'),
  './hardware/HardwareDashboardPage': () => import('./hardware/HardwareDashboardPage'),
  './hardware/HardwareFormPage': () => import('./hardware/HardwareFormPage'),
  './hardware/HardwarePage': () => import('./hardware/HardwarePage'),
  './hardware/HardwareUnitPage': () => import('./hardware/HardwareUnitPage'),
  './monitoring/MonitoringPage': () => import('./monitoring/MonitoringPage'),
  './organisations/AdminHomePage': () => import('./organisations/AdminHomePage'),
  './organisations/OrganisationFormPage': () => import('./organisations/OrganisationFormPage'),
  './organisations/OrganisationPage': () => import('./organisations/OrganisationPage'),
  './organisations/OrganisationsPage': () => import('./organisations/OrganisationsPage'),
  './system-logs/SystemLogsPage': () => import('./system-logs/SystemLogsPage'),
};
