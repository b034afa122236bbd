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
    encoderChannels: 'Canales de codificador',
    webChannels: 'Canales web',
    encoderPresets: 'Ajustes del codificador',
    venues: 'Sedes',
    playerProfiles: 'Perfiles de reproductor',
    rtmpDestinations: 'Destinos RTMP',
    qrClickOverlays: 'Superposiciones QRclick',
    destinationGroups: 'Grupos de destinos',
    users: 'Usuarios',
    apiAccess: 'Acceso a la API',
    account: 'Mi cuenta',
    hardware: 'Hardware',
    monitoring: 'Monitorización',
    systemLogs: 'Registros del sistema',
    encoderSearch: 'Búsqueda de codificadores',
  },
  summary: {
    encoders:
      'Sus codificadores de hardware y de software: conexión, directo, comandos y registros.',
    encoderChannels: 'Adónde transmiten sus codificadores y quién puede usar cada canal.',
    webChannels:
      'Los reproductores de su sitio web, sus direcciones de transmisión y el contenido sin directo.',
    playerProfiles:
      'Cómo empiezan, suenan y se ven los reproductores insertados, con vista previa.',
    webPresets: 'Qué canales de vídeo y audio del codificador alimentan sus transmisiones web.',
    organisation: 'Sus planes, licencias, uso de ancho de banda y ajustes de la biblioteca.',
    encoderPresets:
      'Resolución, fotogramas, tasa de bits y canales de audio con los que transmiten sus codificadores.',
    venues: 'Las sedes cuyos decodificadores reproducen sus eventos, sus licencias y canales.',
    rtmpDestinations: 'Otros servidores RTMP a los que transmiten sus eventos, con sus claves.',
    qrClickOverlays:
      'Enlaces que los espectadores abren desde el reproductor, en él o en otra pestaña.',
    destinationGroups: 'Conjuntos guardados de canales y destinos para elegir al programar.',
    users: 'Quién trabaja en el estudio, sus roles y las invitaciones que envió.',
    apiAccess: 'Clientes con los que su propio software llama al estudio, con sus secretos.',
    account: 'Su perfil, su contraseña y su dirección de correo.',
  },
};
