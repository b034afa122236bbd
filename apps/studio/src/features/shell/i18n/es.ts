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
    encoderPresets: 'Ajustes del codificador',
    venues: 'Sedes',
    playerProfiles: 'Perfiles de reproductor',
  },
  summary: {
    playerProfiles:
      'Cómo empiezan, suenan y se ven los reproductores insertados, con vista previa.',
    webPresets: 'Qué canales de vídeo y audio del codificador alimentan sus transmisiones web.',
    encoderPresets:
      'Resolución, fotogramas, tasa de bits y canales de audio con los que transmiten sus codificadores.',
    venues: 'Las sedes cuyos decodificadores reproducen sus eventos, sus licencias y canales.',
  },
};
