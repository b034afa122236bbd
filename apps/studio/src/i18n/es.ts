import type { StudioStrings } from './en';

/** Spanish strings; the type keeps every key of the English resource present. */
export const es: StudioStrings = {
  app: {
    name: 'Studio',
    loading: 'Cargando Studio…',
    skipToContent: 'Saltar al contenido principal',
  },
  login: {
    title: 'Inicia sesión en Studio',
    subtitle: 'Transmisión en vivo y video bajo demanda para tu organización.',
    username: 'Usuario o correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    forgotPassword: '¿Olvidaste tu contraseña?',
    incorrectCredentials: 'El usuario o la contraseña son incorrectos.',
    incorrectCredentialsHelp: '¿Olvidaste tu contraseña? Restablécela.',
    venueRefused:
      'Las cuentas de sede no pueden iniciar sesión en Studio. Usa una cuenta de Studio.',
    sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    errorSummary: 'Corrige los campos marcados.',
    required: 'Este campo es obligatorio.',
  },
  shell: {
    navigation: 'Navegación principal',
    menu: 'Menú',
    closeMenu: 'Cerrar menú',
    signOut: 'Cerrar sesión',
    organisation: 'Organización',
    nav: {
      dashboard: 'Panel',
      library: 'Biblioteca',
      schedule: 'Programación',
      goLive: 'Transmitir',
      analytics: 'Analítica',
      settings: 'Configuración',
      admin: 'Administración',
      help: 'Ayuda',
    },
  },
  dashboard: {
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
  },
  help: {
    title: 'Ayuda',
    description: 'Dónde obtener ayuda con Studio.',
    supportTitle: 'Soporte',
    supportBody:
      'Nuestro equipo de soporte responde preguntas sobre transmisión, la biblioteca y tu cuenta.',
    keyboardTitle: 'Teclado',
    keyboardBody:
      'Todas las pantallas funcionan con el teclado: Tab pasa de un control a otro, Intro o Espacio los activan, las flechas se mueven dentro de menús, listas y tablas, y Escape cierra diálogos y menús. El primer Tab de cada página ofrece un enlace que salta a su contenido principal.',
  },
  errors: {
    encoders: 'Codificadores',
    unsupportedTitle: 'Navegador no compatible detectado',
    unsupportedBody:
      'Studio funciona mejor con la última versión de Chrome, Firefox, Edge o Safari. Cambia a uno de ellos.',
    notFoundTitle: 'Página no encontrada',
    notFoundBody: 'La página que buscas no existe.',
    notAuthorizedTitle: 'No autorizado',
    notAuthorizedBody:
      'Tu cuenta no tiene permisos para esta página. Contacta al administrador de tu organización.',
    backLinks: 'Volver a',
    oops: '¡Ups!',
    unexpected: 'Ocurrió un error inesperado.',
    retry: 'Reintentar',
    refreshHint: 'Actualiza la página para volver a intentarlo.',
    contactSupport: 'Contactar con soporte',
    loadFailed: 'No pudimos cargar esta página.',
  },
};
