/**
 * The page modules of the people routes (routes.tsx), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './account/AccountPage': () => import('./account/AccountPage'),
  './api-access/ApiClientFormPage': () => import('./api-access/ApiClientFormPage'),
  './api-access/ApiClientPage': () => import('./api-access/ApiClientPage'),
  './api-access/ApiClientsPage': () => import('./api-access/ApiClientsPage'),
  './public/VerifyEmailRoutePage': () => import('./public/VerifyEmailRoutePage'),
  './users/InviteFormPage': () => import('./users/InviteFormPage'),
  './users/UserFormPage': () => import('./users/UserFormPage'),
  './users/UserPage': () => import('./users/UserPage'),
  './users/UsersPage': () => import('./users/UsersPage'),
};
