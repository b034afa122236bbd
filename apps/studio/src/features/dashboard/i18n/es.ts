import type { Translation } from '../../../i18n/translation';
import type { dashboardEn } from './en';

export const dashboardEs: Translation<typeof dashboardEn> = {
  title: 'Panel',
  welcome: 'Hola, {{name}}',
  organisation: 'Estás trabajando en {{organisation}}.',
  plans: 'Planes',
  webPlan: 'Plan web en vivo',
  vodPlan: 'Plan bajo demanda',
  multisitePlan: 'Plan multisede',
  noPlan: 'Ninguno',
  region: 'Región predeterminada',
  roles: 'Tus roles',
  masterEcg: 'ECG principal',
  licences: 'Licencias en uso',
  licenceUsage: '{{inUse}} de {{total}}',
  licenceKinds: {
    enterprise: 'Enterprise',
    professional: 'Profesional',
    lanCloud: 'LAN + Nube',
    nonProduction: 'No producción',
  },
  news: {
    title: 'Novedades',
    loading: 'Cargando las novedades',
    empty: 'Aún no hay novedades.',
    failed: 'No se pudieron cargar las novedades.',
    retry: 'Cargar las novedades de nuevo',
  },
};
