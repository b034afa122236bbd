import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { Services } from '../services';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter per zone is the costly part of the list; build each once. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `GMT-06:00` -> `-06:00`; plain `GMT` is UTC itself. */
function utcOffset(timeZone: string, at: Date): string {
  const part = formatterFor(timeZone)
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/**
 * Every IANA zone the runtime knows, with its offset at `at` (it changes with daylight saving).
 * The runtime lists only geographic zones; UTC is added because organisations use it.
 */
export function listTimezonesAt(at: Date): Array<{ name: string; offset: string }> {
  const names = Intl.supportedValuesOf('timeZone');
  return ['UTC', ...names.filter((name) => name !== 'UTC')].map((name) => ({
    name,
    offset: utcOffset(name, at),
  }));
}

export function lookupHandlers(services: Services, now: () => Date = () => new Date()) {
  return {
    listRegions: async () => {
      const rows = await services.regions.list();
      return {
        status: 200,
        body: rows.map((row) => ({
          uuid: row.id,
          name: row.name,
          zone: row.zone,
          defaultRegion: row.defaultRegion,
          restricted: row.restricted,
          latencyCheckUrl: row.latencyCheckUrl,
          hotspotsServiceUrl: row.hotspotsServiceUrl,
        })),
      };
    },
    listTimezones: async () => ({ status: 200, body: listTimezonesAt(now()) }),
  } satisfies HandlerMap<DocumentOperations['central-v3']>;
}
