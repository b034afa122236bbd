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

const MINUTE_MS = 60_000;

/**
 * `listTimezonesAt` for the minute `at` falls in, computed once per minute: formatting some 420
 * offsets took most of the server's time under load, and the answer only changes at a daylight
 * saving transition. The list is computed at the start of the minute; zones change their offset
 * on whole minutes, so it is the list of every instant of that minute.
 */
export function timezonesPerMinute(): (at: Date) => Array<{ name: string; offset: string }> {
  let minute: number | undefined;
  let list: Array<{ name: string; offset: string }> = [];
  return (at) => {
    const current = Math.floor(at.getTime() / MINUTE_MS);
    if (current !== minute) {
      list = listTimezonesAt(new Date(current * MINUTE_MS));
      minute = current;
    }
    return list;
  };
}

export function lookupHandlers(services: Services, now: () => Date = () => new Date()) {
  const timezonesAt = timezonesPerMinute();
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
    listTimezones: async () => ({ status: 200, body: timezonesAt(now()) }),
  } satisfies HandlerMap<DocumentOperations['central-v3']>;
}
