import type { Translation } from '../../../../i18n/translation';

/** The `qrClickOverlays` part of the `settings` namespace (merged in i18n/en.ts and es.ts). */
export const qrClickOverlaysEn = {
  title: 'QRclick overlays',
  description:
    'Links viewers open from the player: inside it as an overlay, or in a new tab as an external link.',
  create: 'New QRclick overlay',
  listLabel: 'QRclick overlays',
  loading: 'Loading QRclick overlays',
  showMore: 'Show more QRclick overlays',
  columns: {
    name: 'Name',
    url: 'URL',
    type: 'Type',
    openingBehaviour: 'Opens',
    createdDate: 'Created',
  },
  types: {
    in_player_overlay: 'In-player overlay',
    external_link: 'External link',
  },
  openingBehaviours: {
    auto_open: 'Automatically',
    click_to_open: 'On click',
  },
  none: 'None',
  emptyTitle: 'No QRclick overlays yet',
  emptyBody:
    'Add a link, such as a connect card or a giving page, for viewers to open while they watch.',
  createTitle: 'New QRclick overlay',
  editTitle: 'Edit {{name}}',
  fields: {
    name: 'Name',
    url: 'URL',
    urlHint:
      'With its protocol, such as https://. At most 213 characters for an in-player overlay.',
    customLabel: 'Custom label',
    customLabelHint: 'Optional: the text of the button viewers see.',
    type: 'Shown as',
    openingBehaviour: 'Opens',
  },
  save: 'Save',
  saving: 'Saving',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting',
  deleteTitle: 'Delete {{name}}?',
  deleteBody: 'Players stop offering this link. This cannot be undone.',
  errorsTitle: 'The QRclick overlay was not saved',
  created: 'QRclick overlay “{{name}}” created.',
  saved: 'QRclick overlay “{{name}}” saved.',
  deleted: 'QRclick overlay “{{name}}” deleted.',
  deleteFailed: 'QRclick overlay “{{name}}” was not deleted.',
} as const;

export const qrClickOverlaysEs: Translation<typeof qrClickOverlaysEn> = {
  title: 'Superposiciones QRclick',
  description:
    'Enlaces que los espectadores abren desde el reproductor: dentro de él como superposición, o en otra pestaña como enlace externo.',
  create: 'Nueva superposición QRclick',
  listLabel: 'Superposiciones QRclick',
  loading: 'Cargando superposiciones QRclick',
  showMore: 'Mostrar más superposiciones QRclick',
  columns: {
    name: 'Nombre',
    url: 'URL',
    type: 'Tipo',
    openingBehaviour: 'Se abre',
    createdDate: 'Creada',
  },
  types: {
    in_player_overlay: 'Superposición en el reproductor',
    external_link: 'Enlace externo',
  },
  openingBehaviours: {
    auto_open: 'Automáticamente',
    click_to_open: 'Al hacer clic',
  },
  none: 'Ninguna',
  emptyTitle: 'Aún no hay superposiciones QRclick',
  emptyBody:
    'Añada un enlace, como una tarjeta de contacto o una página de donaciones, para que los espectadores lo abran mientras miran.',
  createTitle: 'Nueva superposición QRclick',
  editTitle: 'Editar {{name}}',
  fields: {
    name: 'Nombre',
    url: 'URL',
    urlHint:
      'Con su protocolo, como https://. Como máximo 213 caracteres para una superposición en el reproductor.',
    customLabel: 'Etiqueta personalizada',
    customLabelHint: 'Opcional: el texto del botón que ven los espectadores.',
    type: 'Se muestra como',
    openingBehaviour: 'Se abre',
  },
  save: 'Guardar',
  saving: 'Guardando',
  cancel: 'Cancelar',
  edit: 'Editar',
  delete: 'Eliminar',
  deleting: 'Eliminando',
  deleteTitle: '¿Eliminar {{name}}?',
  deleteBody: 'Los reproductores dejarán de ofrecer este enlace. No se puede deshacer.',
  errorsTitle: 'La superposición QRclick no se guardó',
  created: 'Superposición QRclick «{{name}}» creada.',
  saved: 'Superposición QRclick «{{name}}» guardada.',
  deleted: 'Superposición QRclick «{{name}}» eliminada.',
  deleteFailed: 'La superposición QRclick «{{name}}» no se eliminó.',
};
