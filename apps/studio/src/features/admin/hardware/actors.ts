import { fromPromise } from 'xstate';
import type {
  HardwareCycle,
  HardwareLocation,
  HardwareModel,
  HardwareStatus,
  HardwareUnit,
  HardwareUnitInput,
  HardwareUnitQuery,
  StudioApi,
} from '@studio/api';
import type { HardwareUnitFormValues } from '@studio/domain';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';

/** The hardware lookups (cached 120 s by the client), read together for filters and forms. */
export interface HardwareLookups {
  readonly models: readonly HardwareModel[];
  readonly locations: readonly HardwareLocation[];
  readonly statuses: readonly HardwareStatus[];
  readonly cycles: readonly HardwareCycle[];
}

export async function readHardwareLookups(
  api: StudioApi,
  signal?: AbortSignal,
): Promise<HardwareLookups> {
  const [models, locations, statuses, cycles] = await Promise.all([
    api.listHardwareModels({ signal }),
    api.listHardwareLocations({ signal }),
    api.listHardwareStatuses({ signal }),
    api.listHardwareCycles({ signal }),
  ]);
  return { models, locations, statuses, cycles };
}

export function createHardwareLookupActors(api: StudioApi) {
  return {
    fetchRecord: fromPromise<HardwareLookups>(({ signal }) => readHardwareLookups(api, signal)),
  };
}

/**
 * A unit as the list machine keeps it: by `id`, the unit's uuid. The unit is wrapped because the
 * machine reads an item's `status` as a lifecycle state, and a unit's status is an inventory one.
 */
export interface HardwareItem {
  readonly id: string;
  readonly unit: HardwareUnit;
}
const asItem = (unit: HardwareUnit): HardwareItem => ({ id: unit.uuid, unit });

export type HardwareFilters = Pick<HardwareUnitQuery, 'serialNumber' | 'statusId' | 'modelId'>;

export function createHardwareListActors(api: StudioApi, filters: HardwareFilters) {
  return {
    fetchPage: fromPromise<ListPage<HardwareItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listHardwareUnits({ ...filters, url: input.url, signal });
      return { items: page.items.map(asItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<HardwareItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getHardwareUnit(input.id, { signal })),
    ),
  };
}

/** The unit page and the edit form: the unit and the lookups. */
export interface HardwareUnitDetails {
  readonly unit: HardwareUnit | null;
  readonly lookups: HardwareLookups;
}

export function createHardwareUnitActors(api: StudioApi, uuid: string | null) {
  return {
    fetchRecord: fromPromise<HardwareUnitDetails>(async ({ signal }) => {
      const [unit, lookups] = await Promise.all([
        uuid ? api.getHardwareUnit(uuid, { signal }) : Promise.resolve(null),
        readHardwareLookups(api, signal),
      ]);
      return { unit, lookups };
    }),
  };
}

export const NEW_HARDWARE_UNIT: HardwareUnitFormValues = {
  serialNumber: '',
  modelId: '',
  locationId: '',
  ownerId: '',
  statusId: '',
  cycleId: '',
  buildDate: '',
  saleDate: '',
  warrantyLengthYears: '1',
  vendorInvoice: '',
  activationCode: '',
};

export function hardwareFormValuesOf(unit: HardwareUnit): HardwareUnitFormValues {
  return {
    serialNumber: unit.serialNumber,
    modelId: unit.model.uuid,
    locationId: unit.location.uuid,
    ownerId: unit.owner.uuid,
    statusId: unit.status.uuid,
    cycleId: unit.cycle?.uuid ?? '',
    buildDate: unit.buildDate,
    saleDate: unit.saleDate ?? '',
    warrantyLengthYears: String(unit.warrantyLengthYears),
    vendorInvoice: unit.vendorInvoice ?? '',
    activationCode: unit.activationCode ?? '',
  };
}

export function hardwareInputOf(values: HardwareUnitFormValues): HardwareUnitInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    serialNumber: values.serialNumber.trim(),
    modelId: values.modelId,
    locationId: values.locationId,
    ownerId: values.ownerId.trim(),
    statusId: values.statusId,
    ...(values.cycleId ? { cycleId: values.cycleId } : {}),
    buildDate: values.buildDate,
    saleDate: optional(values.saleDate),
    warrantyLengthYears: Number(values.warrantyLengthYears),
    vendorInvoice: optional(values.vendorInvoice),
    activationCode: optional(values.activationCode),
  };
}

export function createHardwareSubmitActors(api: StudioApi, uuid: string | null) {
  return {
    submit: fromPromise<HardwareUnit, SubmitInput<HardwareUnitFormValues>>(({ input, signal }) => {
      const body = hardwareInputOf(input.values);
      return uuid === null
        ? api.createHardwareUnit(body, { signal })
        : api.updateHardwareUnit(uuid, body, { signal });
    }),
  };
}
