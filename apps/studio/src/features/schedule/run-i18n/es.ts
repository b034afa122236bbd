import type { Translation } from '../../../i18n/translation';
import type { scheduleRunsEn } from './en';

export const scheduleRunsEs: Translation<typeof scheduleRunsEn> = {
  liveTitle: 'En vivo ahora',
  lastTitle: 'Última ejecución',
  states: {
    starting: 'La repetición del {{date}} está arrancando: el codificador arranca antes.',
    running: 'La repetición del {{date}} está en vivo.',
    finished: 'La repetición del {{date}} se ejecutó y ya terminó.',
    failed: 'La repetición del {{date}} no arrancó; el registro dice por qué.',
  },
  openLive: 'Abrir el evento en vivo',
  openLast: 'Abrir el evento en vivo de la última ejecución',
  watch: 'Ver en {{name}}',
};
