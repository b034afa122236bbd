import type { Translation } from '../../../../i18n/translation';
import type { studioAiEn } from './en';

/** El espacio `studioAi`: el panel de Studio AI de un elemento de la biblioteca. */
export const studioAiEs: Translation<typeof studioAiEn> = {
  heading: 'Studio AI',
  description:
    'Sugiere título, descripción, resumen, etiquetas, capítulos y preguntas para conversar a partir de la transcripción del video. Nada cambia hasta que lo apruebes.',
  loading: 'Cargando Studio AI…',
  loadFailed: 'No se pudo cargar Studio AI.',
  retry: 'Reintentar',
  usage: {
    label: 'Videos de Studio AI este mes',
    count: '{{used}} de {{included}} videos este mes',
    overage: '{{count}} videos adicionales este mes: ${{cost}} a ${{price}} cada uno.',
    overageAllowed: 'Por encima del límite, cada video adicional cuesta ${{price}}.',
    overageNotAllowed:
      'Por encima del límite, alguien que pueda aprobar videos de IA adicionales debe pedirlos (${{price}} cada uno).',
    trial: 'Prueba gratuita hasta el {{date}}.',
  },
  none: 'Studio AI todavía no ha revisado este video.',
  request: 'Pedir a Studio AI',
  requestAgain: 'Pedir de nuevo a Studio AI',
  requesting: 'Pidiendo…',
  notReady: 'Studio AI puede revisar el video cuando termine de procesarse.',
  tooLong: 'El enriquecimiento de Studio AI solo es para videos de 2 horas o menos.',
  processing:
    'Studio AI está leyendo la transcripción. Esta página se actualiza cuando las sugerencias estén listas.',
  failed: 'Studio AI no pudo terminar: {{reason}}',
  review: {
    heading: 'Sugerencias para revisar',
    help: 'Elige qué sugerencias usar. Las que no marques se descartan.',
    field: 'Campo',
    current: 'Ahora',
    suggested: 'Sugerido',
    use: 'Usar {{field}} sugerido',
    empty: 'Ninguno',
    chaptersCurrent: 'Los capítulos se agregan como marcas compartidas.',
    approve: 'Aplicar las sugerencias elegidas',
    approving: 'Aplicando…',
    reject: 'Descartar todas las sugerencias',
    rejecting: 'Descartando…',
    nothingChosen: 'Marca al menos una sugerencia para aplicar, o descártalas todas.',
  },
  fields: {
    title: 'Título',
    description: 'Descripción',
    summary: 'Resumen',
    tags: 'Etiquetas',
    discussionQuestions: 'Preguntas para conversar',
    chapters: 'Capítulos',
  },
  completed: {
    heading: 'Aplicado por Studio AI',
    summary: 'Resumen',
    discussionQuestions: 'Preguntas para conversar',
    noSummary: 'No se aplicó ningún resumen.',
  },
  applied: 'Sugerencias de Studio AI aplicadas a {{title}}.',
  discarded: 'Sugerencias de Studio AI descartadas.',
  requested: 'Studio AI está trabajando en {{title}}.',
  actionFailed: 'No funcionó. Inténtalo de nuevo.',
};
