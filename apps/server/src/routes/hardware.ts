import {
  ADMIN_MESSAGES,
  HARDWARE_MESSAGES,
  HARDWARE_TOTAL_STATUS,
  hardwareUnitProblems,
  unitSerialProblem,
} from '@studio/domain';
import { requireAuth } from '../auth/context';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type {
  HardwareLookupRow,
  HardwareUnitValues,
  HardwareUnitView,
} from '../db/hardware/hardware-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';

type InternalV1 = DocumentOperations['internal-v1'];
type HardwareUnit = InternalV1['getHardwareUnit']['responses'][200]['content']['application/json'];
type HardwareUnitInput =
  InternalV1['createHardwareUnit']['requestBody']['content']['application/json'];
type StatusName = HardwareUnit['status']['name'];
type CycleName = NonNullable<HardwareUnit['cycle']>['name'];

const problem = (field: string, message: string): ApiErrorItem => ({
  code: 'INVALID_REQUEST',
  message,
  field,
});

const unitProblems = (body: unknown): ApiErrorItem[] =>
  Object.entries(hardwareUnitProblems(body)).map(([field, message]) =>
    problem(`body.${field}`, message),
  );

/** The unit form's rules with their messages: "D1234" answers the serial format message. */
export const hardwareRequestRules: RequestRules = {
  createHardwareUnit: unitProblems,
  updateHardwareUnit: unitProblems,
};

const named = (row: HardwareLookupRow) => ({ uuid: row.id, name: row.name });

export function toHardwareUnit(view: HardwareUnitView): HardwareUnit {
  return {
    uuid: view.id,
    serialNumber: view.serialNumber,
    model: { uuid: view.model.id, name: view.model.name, type: view.model.type },
    location: named(view.location),
    owner: { uuid: view.owner.id, name: view.owner.name },
    // The statuses and cycles are the migration's fixed lists of the contract's names.
    status: { uuid: view.status.id, name: view.status.name as StatusName },
    cycle: view.cycle && { uuid: view.cycle.id, name: view.cycle.name as CycleName },
    buildDate: view.buildDate,
    saleDate: view.saleDate,
    warrantyLengthYears: view.warrantyLengthYears,
    vendorInvoice: view.vendorInvoice,
    activationCode: view.activationCode,
  };
}

const serialExists = () =>
  new HttpError(409, [
    { code: 'CONFLICT', message: ADMIN_MESSAGES.serialExists, field: 'body.serialNumber' },
  ]);

/**
 * The staff hardware inventory (issue 17): lookups, units (search, add, edit, decoder delete)
 * and the dashboard. Removals are written to the system log with the staff member.
 */
export function hardwareHandlers(services: Services) {
  const { hardware, organisations, systemLogs } = services;

  /** Every reference must name an existing row; the serial's letter must match the model. */
  async function valuesOf(body: HardwareUnitInput): Promise<HardwareUnitValues> {
    const [model, location, owner, status, cycle] = await Promise.all([
      hardware.findModel(body.modelId),
      hardware.findLocation(body.locationId),
      organisations.findById(body.ownerId),
      hardware.findStatus(body.statusId),
      body.cycleId ? hardware.findCycle(body.cycleId) : Promise.resolve(null),
    ]);
    const problems: ApiErrorItem[] = [];
    if (!model) problems.push(problem('body.modelId', ADMIN_MESSAGES.unknownChoice));
    if (!location) problems.push(problem('body.locationId', ADMIN_MESSAGES.unknownChoice));
    if (!owner) problems.push(problem('body.ownerId', ADMIN_MESSAGES.unknownChoice));
    if (!status) problems.push(problem('body.statusId', ADMIN_MESSAGES.unknownChoice));
    else if (status.name === HARDWARE_TOTAL_STATUS)
      problems.push(problem('body.statusId', HARDWARE_MESSAGES.totalIsNotAStatus));
    if (cycle === undefined) problems.push(problem('body.cycleId', ADMIN_MESSAGES.unknownChoice));
    if (problems.length > 0) throw badRequest(problems);
    const serialProblem = unitSerialProblem(body.serialNumber, model!.type);
    if (serialProblem) {
      throw new HttpError(422, [
        { code: 'SERIAL_MODEL_MISMATCH', message: serialProblem, field: 'body.serialNumber' },
      ]);
    }
    return {
      serialNumber: body.serialNumber,
      modelId: body.modelId,
      locationId: body.locationId,
      ownerId: body.ownerId,
      statusId: body.statusId,
      cycleId: body.cycleId ?? null,
      buildDate: body.buildDate,
      saleDate: body.saleDate ?? null,
      warrantyLengthYears: body.warrantyLengthYears,
      vendorInvoice: body.vendorInvoice ?? null,
      activationCode: body.activationCode ?? null,
    };
  }

  async function storing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw serialExists();
      throw error;
    }
  }

  async function unit(id: string): Promise<HardwareUnitView> {
    const view = await hardware.find(id);
    if (!view) throw notFound();
    return view;
  }

  return {
    listHardwareModels: async () => ({
      status: 200,
      body: (await hardware.listModels()).map((model) => ({
        uuid: model.id,
        name: model.name,
        type: model.type,
      })),
    }),
    listHardwareLocations: async () => ({
      status: 200,
      body: (await hardware.listLocations()).map(named),
    }),
    listHardwareStatuses: async () => ({
      status: 200,
      body: (await hardware.listStatuses()).map((row) => ({
        uuid: row.id,
        name: row.name as StatusName,
      })),
    }),
    listHardwareCycles: async () => ({
      status: 200,
      body: (await hardware.listCycles()).map((row) => ({
        uuid: row.id,
        name: row.name as CycleName,
      })),
    }),

    listHardwareUnits: async ({ query, request, reply }) => {
      const page = await hardware.list(query);
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toHardwareUnit) };
    },

    getHardwareUnit: async ({ params }) => ({
      status: 200,
      body: toHardwareUnit(await unit(params.id)),
    }),

    createHardwareUnit: async ({ body, request, reply }) => {
      const values = await valuesOf(body);
      if (await hardware.findIdBySerial(values.serialNumber)) throw serialExists();
      const id = await storing(() => hardware.create(values));
      reply.header('location', locationOf(request, id));
      return { status: 201, body: toHardwareUnit(await unit(id)) };
    },

    updateHardwareUnit: async ({ params, body }) => {
      await unit(params.id);
      const values = await valuesOf(body);
      const holder = await hardware.findIdBySerial(values.serialNumber);
      if (holder && holder !== params.id) throw serialExists();
      await storing(() => hardware.update(params.id, values));
      return { status: 200, body: toHardwareUnit(await unit(params.id)) };
    },

    deleteHardwareUnit: async ({ params, auth }) => {
      const caller = requireAuth(auth);
      const removed = await unit(params.id);
      if (!(await hardware.delete(params.id))) throw notFound();
      await systemLogs.record({
        level: 'informational',
        message: `${caller.user.userName} removed the ${removed.model.type} ${removed.serialNumber} (${removed.model.name}) owned by ${removed.owner.name} from the inventory.`,
        subject: { type: 'customer', id: removed.owner.id },
        actorUserId: caller.user.id,
        organisationId: removed.owner.id,
      });
      return { status: 204, body: undefined };
    },

    getHardwareDashboard: async () => {
      const dashboard = await hardware.dashboard();
      return {
        status: 200,
        body: {
          generatedAt: services.now().toISOString(),
          counts: dashboard.counts.map((row) => ({ ...row, status: row.status as StatusName })),
          byModel: dashboard.byModel.map(({ model, count }) => ({
            model: { uuid: model.id, name: model.name, type: model.type },
            count,
          })),
          byCycle: dashboard.byCycle.map(({ cycle, count }) => ({
            cycle: { uuid: cycle.id, name: cycle.name as CycleName },
            count,
          })),
        },
      };
    },
  } satisfies HandlerMap<InternalV1>;
}
