import type { Translation } from '../../../i18n/translation';
import type { shellEn } from './en';

export const shellEs: Translation<typeof shellEn> = {
  navigation: 'Navegación principal',
  menu: 'Menú',
  closeMenu: 'Cerrar menú',
  signOut: 'Cerrar sesión',
  organisation: 'Organización',
  notifications: 'Notificaciones',
  dismiss: 'Descartar',
  nav: {
    dashboard: 'Panel',
    library: 'Biblioteca',
    schedule: 'Programación',
    goLive: 'Transmitir',
    analytics: 'Analítica',
    settings: 'Configuración',
    admin: 'Administración',
    help: 'Ayuda',
    encoders: 'Codificadores',
    webPresets: 'Ajustes web',
    organisation: 'Organización',
  },
  summary: {
    webPresets: 'Qué canales de vídeo y audio del codificador alimentan sus transmisiones web.',
    organisation: 'Sus planes, licencias, uso de ancho de banda y ajustes de la biblioteca.',
  },
};
