import type { Translation } from '../../../../i18n/translation';
import type { liveDestinationsEn } from './en';

export const liveDestinationsEs: Translation<typeof liveDestinationsEn> = {
  legend: 'Otros destinos',
  hint: 'Los destinos RTMP personalizados y los canales sociales vinculados reciben la misma transmisión.',
  addRtmp: 'Añadir un destino RTMP personalizado',
  addSocial: 'Añadir un destino social',
  remove: 'Quitar',
  removeRtmp: 'Quitar el destino RTMP personalizado {{number}}',
  removeSocial: 'Quitar el destino social {{number}}',
  rtmpLegend: 'Destino RTMP personalizado {{number}}',
  socialLegend: 'Destino social {{number}}',
  choose: 'Elija…',
  sandbox: '{{name}} (Sandbox)',
  networks: { FACEBOOK: 'Facebook', YOUTUBE: 'YouTube' },
  channelOption: '{{name}} · {{network}}',
  fields: {
    rtmpDestinationId: 'Destino RTMP personalizado',
    startOffsetMinutes: 'Inicio (minutos después de la hora de transmisión)',
    channelId: 'Página o canal',
    title: 'Título',
    description: 'Descripción',
    privacy: 'Privacidad',
    publishStatus: 'Estado de publicación',
  },
  titleHint: 'Como máximo 100 caracteres en YouTube; sin < ni >.',
  privacies: { public: 'Público', org: 'Organización', private: 'Privado' },
  publishStatuses: {
    published: 'Publicado',
    unpublished: 'Sin publicar',
    scheduled_published: 'Publicación programada',
  },
  errors: {
    rtmpRequired: 'Elija un destino RTMP personalizado.',
    rtmpDuplicate: 'Este destino RTMP personalizado ya es un destino.',
    channelRequired: 'Elija una cuenta.',
    channelDuplicate: 'Este canal ya es un destino.',
    titleRequired: 'El título es obligatorio.',
    titleMax: 'Los títulos de YouTube pueden tener como máximo 100 caracteres.',
    titleAngleBrackets: 'El título no puede contener < ni >.',
    descriptionRequired: 'La descripción es obligatoria.',
    descriptionAngleBrackets: 'La descripción no puede contener < ni >.',
    privacyRequired: 'Elija una privacidad.',
    publishStatusRequired: 'Elija un estado de publicación.',
  },
  group: {
    label: 'Rellenar desde un grupo de destinos',
    description:
      'Añade el canal web, el canal del codificador, los destinos RTMP personalizados y los canales sociales del grupo; puede seguir cambiándolos.',
    none: 'Ningún grupo',
    filled: '{{name}} rellenó sus destinos.',
    alreadyThere: 'Ya es un destino, no se añade dos veces: {{names}}.',
    keptWebChannel: 'Se mantuvo el canal web {{chosen}}; el del grupo es {{fromGroup}}.',
    keptEncoderChannel:
      'Se mantuvo el canal del codificador {{chosen}}; el del grupo es {{fromGroup}}.',
  },
  regionMismatch:
    '{{channel}} está en {{webRegion}} y el canal del codificador en {{encoderRegion}}: los espectadores pueden ver más retraso.',
  regionMismatchTitle: 'Regiones distintas',
};
