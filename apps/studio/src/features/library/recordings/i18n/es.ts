import type { Translation } from '../../../../i18n/translation';
import type { libraryRecordingsEn } from './en';

export const libraryRecordingsEs: Translation<typeof libraryRecordingsEn> = {
  title: 'Videos del codificador',
  description:
    'Cada evento en vivo se graba. Guarde una grabación en la biblioteca para conservarla.',
  saveTitle: 'Guardar en la biblioteca',
  saveDescription: 'Elija la grabación que quiere guardar en la biblioteca.',
  listLabel: 'Grabaciones',
  loading: 'Cargando grabaciones…',
  emptyTitle: 'Aún no hay grabaciones',
  emptyBody: 'Una grabación aparece aquí cuando un evento sale en vivo.',
  columns: {
    name: 'Nombre',
    start: 'Inicio',
    length: 'Duración',
    state: 'Estado',
    library: 'Biblioteca',
    deleteAt: 'Se elimina el',
  },
  states: {
    IDLE: 'En espera',
    SET_UP: 'Preparando',
    STARTING: 'Iniciando',
    STARTED: 'Grabando',
    STOPPING: 'Deteniendo',
    STOPPED: 'Grabado',
    ABORTED: 'Terminó antes',
    ERROR: 'Falló',
  },
  openSaved: 'Abrir en la biblioteca',
  notSaved: 'Sin guardar',
  kept: 'Se conserva',
  deleteNote:
    'Su canal de codificador elimina las grabaciones tras unos días. Guárdela en la biblioteca para conservarla.',
  savedTitle: 'Esta grabación está en la biblioteca.',
  stillRecording: 'La grabación aún se está escribiendo. Guárdela cuando haya terminado.',
  cannotSave: 'Su rol no puede añadir videos a la biblioteca.',
  save: 'Guardar en la biblioteca',
  saving: 'Guardando…',
  saveFailed: 'No se pudo guardar la grabación',
  saved: '“{{title}}” está en la biblioteca y se está procesando.',
  stop: 'Detener la grabación',
  stopping: 'Deteniendo…',
  stopFailed: 'No se pudo detener la grabación. Inténtelo de nuevo.',
};
