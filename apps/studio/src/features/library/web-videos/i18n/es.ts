import type { Translation } from '../../../../i18n/translation';
import type { libraryWebVideosEn } from './en';

export const libraryWebVideosEs: Translation<typeof libraryWebVideosEn> = {
  title: 'Videos web',
  description:
    'Videos de la biblioteca emitidos como transmisiones en vivo en un canal web. Un video web detenido no se puede reiniciar.',
  listLabel: 'Videos web',
  loading: 'Cargando videos web…',
  emptyTitle: 'Aún no hay videos web',
  emptyBody:
    'Abra un video de la biblioteca y elija Iniciar video web para emitirlo en un canal web.',
  columns: {
    name: 'Nombre',
    status: 'Estado',
    playout: 'Emisión',
    started: 'Inicio',
    cues: 'Marcas de inicio y fin',
  },
  statuses: {
    pending: 'Pendiente',
    scheduled: 'Esperando la próxima repetición',
    starting: 'Iniciando',
    started: 'En emisión',
    stopping: 'Deteniendo',
    stopped: 'Detenido',
    aborted: 'Terminó antes',
    error: 'Falló',
  },
  playouts: {
    realtime: 'Tiempo real',
    faster_immediate: 'Más rápido que el tiempo real, activo ahora',
    faster_next_replay: 'Más rápido que el tiempo real, para la próxima repetición programada',
  },
  playoutHelp: {
    realtime: 'Los espectadores se unen mientras se emite, como un evento en vivo.',
    faster_immediate:
      'Se prepara de inmediato y está en el canal al instante; los espectadores empiezan desde el principio.',
    faster_next_replay:
      'Se prepara de inmediato y se guarda para la próxima repetición programada del canal.',
  },
  notStarted: 'Sin iniciar',
  fields: {
    name: 'Nombre',
    description: 'Descripción',
    webChannel: 'Canal web',
    playout: 'Emisión',
    startCue: 'Marca de inicio',
    stopCue: 'Marca de fin',
    cueHelp:
      'Como HH:MM:SS.mmm. La emisión empieza hasta 3,2 s antes y termina hasta 3,2 s después, en fotogramas clave.',
    libraryVideo: 'Video de la biblioteca',
    chooseWebChannel: 'Elija un canal web',
  },
  facts: {
    channel: 'Canal web',
    watch: 'Abrir la página de visualización de {{name}}',
    libraryVideo: 'Abrir el video de la biblioteca',
  },
  start: {
    title: 'Iniciar video web',
    description: 'Emita «{{title}}» como transmisión en vivo en uno de sus canales web.',
    submit: 'Iniciar video web',
    submitting: 'Iniciando…',
    cancel: 'Cancelar',
    failed: 'No se pudo iniciar el video web',
    started: '«{{name}}» se está iniciando en el canal web.',
    noChannels: 'Su organización aún no tiene canales web. Añada uno primero en Configuración.',
    notReady: 'Este video de la biblioteca aún se está procesando. Inícielo cuando esté listo.',
  },
  stop: {
    action: 'Detener',
    title: '¿Detener «{{name}}»?',
    body: 'El canal web y cada destino que lo emite se detienen. Un video web detenido no se puede reiniciar.',
    confirm: 'Detener video web',
    cancel: 'Seguir emitiendo',
    stopping: 'Deteniendo…',
    failed: 'No se pudo detener el video web. Inténtelo de nuevo.',
    stopped: '«{{name}}» se ha detenido.',
  },
  endedNote: 'Este video web ha terminado y no se puede reiniciar.',
  errorNote: 'La emisión falló. Inicie un nuevo video web para intentarlo de nuevo.',
  validation: {
    required: 'Este campo es obligatorio.',
    webVideoNameMax: 'El nombre debe tener como máximo 128 caracteres.',
    noAngleBrackets: 'No debe contener < ni >.',
    cuePosition: 'Introduzca un tiempo como HH:MM:SS.mmm, por ejemplo 00:12:30.500.',
    stopCueAfterStart: 'La marca de fin debe ser posterior a la de inicio.',
    cueBeyondContent: 'La marca debe estar dentro del video.',
    unknownWebChannel: 'Elija uno de sus canales web.',
    unknownMedia: 'Elija uno de sus videos de la biblioteca.',
    chooseListed: 'Elija una de las opciones de la lista.',
  },
  conflicts: {
    webChannelInUse: 'El canal web ya está en uso.',
  },
};
