import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { Services } from '../services';

/** `GMT-06:00` -> `-06:00`; plain `GMT` is UTC itself. */
function utcOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** Every IANA zone the runtime knows, with its offset now (it changes with daylight saving). */
export function listTimezonesAt(at: Date): Array<{ name: string; offset: string }> {
  return Intl.supportedValuesOf('timeZone').map((name) => ({ name, offset: utcOffset(name, at) }));
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
