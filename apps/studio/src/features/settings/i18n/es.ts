import type { Translation } from '../../../i18n/translation';
import type { settingsEn } from './en';

export const settingsEs: Translation<typeof settingsEn> = {
  breadcrumbs: 'Está aquí',
  hub: {
    title: 'Configuración',
    description: 'Lo que su organización configura una vez y usa en cada evento.',
    areas: 'Áreas de configuración',
    open: 'Abrir {{area}}',
  },
  webPresets: {
    title: 'Ajustes web',
    description:
      'Qué canales del codificador alimentan una transmisión web. Un evento sin ajuste usa el predeterminado: canal de vídeo 1 con los canales de audio 1 y 2.',
    create: 'Nuevo ajuste web',
    listLabel: 'Ajustes web',
    loading: 'Cargando ajustes web',
    showMore: 'Mostrar más ajustes web',
    columns: {
      name: 'Nombre',
      videoChannel: 'Canal de vídeo',
      audioChannels: 'Canales de audio (izquierdo, derecho)',
      deinterlace: 'Desentrelazar',
    },
    audioPair: '{{left}}, {{right}}',
    channel: {
      none: 'Ninguno',
    },
    yes: 'Sí',
    no: 'No',
    emptyTitle: 'Todavía no hay ajustes web',
    emptyBody:
      'Todas las transmisiones web usan los canales predeterminados. Añada un ajuste cuando un evento necesite otros, como una traducción en los canales de audio 3 y 4.',
    createTitle: 'Nuevo ajuste web',
    editTitle: 'Editar {{name}}',
    fields: {
      name: 'Nombre',
      videoChannel: 'Canal de vídeo del codificador',
      leftAudioChannel: 'Canal de audio izquierdo',
      rightAudioChannel: 'Canal de audio derecho',
      channelHint: '0 significa ninguno.',
      deinterlace: 'Desentrelazar a progresivo',
    },
    save: 'Guardar',
    saving: 'Guardando',
    cancel: 'Cancelar',
    edit: 'Editar',
    delete: 'Eliminar',
    deleting: 'Eliminando',
    deleteTitle: '¿Eliminar {{name}}?',
    deleteBody:
      'Los eventos que usan este ajuste usarán los canales predeterminados. No se puede deshacer.',
    errorsTitle: 'El ajuste no se guardó',
    created: 'Ajuste web «{{name}}» creado.',
    saved: 'Ajuste web «{{name}}» guardado.',
    deleted: 'Ajuste web «{{name}}» eliminado.',
    deleteFailed: 'El ajuste web «{{name}}» no se eliminó.',
  },
  validation: {
    required: 'Este campo es obligatorio.',
    wholeNumber: 'Introduzca un número entero.',
    webPresetNameMax: 'El nombre debe tener como máximo 50 caracteres.',
    webPresetNameExists: 'Ya existe un ajuste web con este nombre.',
    videoChannelRange: 'El canal de vídeo debe estar entre 0 y 2.',
    audioChannelRange: 'El canal de audio debe estar entre 0 y 16.',
    audioChannelsDiffer: 'Los canales de audio izquierdo y derecho deben ser distintos.',
    webPresetDiffersFromDefault:
      'Un ajuste debe ser distinto del predeterminado (canal de vídeo 1, canales de audio 1 y 2).',
  },
  // One line under each settings hub card (the shell's entries name them: `navigation.summary`).
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
    socialMedia:
      'Las cuentas de la red social y del sitio de vídeo en las que se emiten tus eventos.',
    users: 'Quién trabaja en el estudio, sus roles y las invitaciones que envió.',
    apiAccess: 'Clientes con los que su propio software llama al estudio, con sus secretos.',
    account: 'Su perfil, su contraseña y su dirección de correo.',
  },
};
