import { lazy, useMemo } from 'react';
import { useTranslator } from '../../i18n/react';

/**
 * A live event's content destinations (`EventDestinations`) with Go Live's table and words
 * (`live`), as a lazy component: the pages that show them (a recording, a scheduled event's run)
 * fetch the table after their route, as Go Live fetches its own, so their routes do not carry it.
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
