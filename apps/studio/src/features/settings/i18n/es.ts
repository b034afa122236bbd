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
};
