import { lazy, useMemo } from 'react';
import { useTranslator } from '../../i18n/react';

/**
 * A live event's content destinations (`EventDestinations`) with Go Live's table and words
 * (`live`), as a lazy component: the scheduled event page fetches the table after its route, as
 * Go Live fetches its own, so the route does not carry it. The recording page keeps its own copy
 * of these lines: importing this module from both made it a chunk of its own, which put the
 * recording route 0.4 kB gzip over its budget (docs/performance.md).
 */
export function useLazyEventDestinations() {
  const translator = useTranslator();
  return useMemo(
    () =>
      lazy(async () => {
        const [module] = await Promise.all([
          import('./ContentDestinationsPanel'),
          translator.load('live'),
        ]);
        return { default: module.EventDestinations };
      }),
    [translator],
  );
}
