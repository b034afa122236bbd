import type { Region } from '@studio/api';

/** A region's name by its uuid; undefined when unknown or not loaded. */
export const regionName = (regions: readonly Region[] | null, regionId: string) =>
  regions?.find((region) => region.uuid === regionId)?.name;
