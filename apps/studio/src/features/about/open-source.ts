/** One package of `/open-source-licences.json`, written by the build (apps/studio/build-tools). */
export interface OpenSourcePackage {
  name: string;
  version: string;
  license: string | null;
  url: string | null;
  shippedBy: ('studio' | 'server')[];
}

/** The build writes it beside the bundle; the server serves it like any built file. */
export const OPEN_SOURCE_LICENCES_PATH = '/open-source-licences.json';
