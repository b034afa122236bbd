import {
  ADMIN_MESSAGES,
  ADMIN_SEARCH_MESSAGES,
  classifyOrganisationQuery,
  findPlan,
  organisationFormProblems,
  ORGANISATION_SEARCH_MIN_LENGTH,
  STAFF_ADMIN_CAPABILITY,
  STAFF_VIEWER_CAPABILITY,
  type PlanFamily,
} from '@studio/domain';
import { requireAuth, type AuthContext } from '../auth/context';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type {
  ContactRow,
  OrganisationAdminValues,
} from '../db/organisations/organisation-admin-repository';
import type { OrganisationRow } from '../db/organisations/organisations-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf } from '../http/paging';
import type { Services } from '../services';
import { toCustomer } from './customers';

type InternalV1 = DocumentOperations['internal-v1'];
type Search = DocumentOperations['search'];
type V2 = DocumentOperations['v2'];
type CentralV3 = DocumentOperations['central-v3'];
type OrganisationInput = InternalV1['createCustomer']['requestBody']['content']['application/json'];

const SEARCH_LIMIT = 20;

const problem = (field: string, message: string): ApiErrorItem => ({
  code: 'INVALID_REQUEST',
  message,
  field,
});

const organisationProblems = (body: unknown): ApiErrorItem[] =>
  Object.entries(organisationFormProblems(body)).map(([field, message]) =>
    problem(`body.${field}`, message),
  );

/** The organisation admin form's rules with the spec's messages (contract/request-rules.ts). */
export const adminOrganisationRequestRules: RequestRules = {
  createCustomer: organisationProblems,
  updateCustomer: organisationProblems,
};

const conflict = (field: string, message: string) =>
  new HttpError(409, [{ code: 'CONFLICT', message, field }]);

/** Staff who may look any organisation up: the staff viewer and staff admin capabilities. */
const seesEveryOrganisation = (caller: AuthContext) =>
  caller.isPlatformAdmin ||
  caller.user.capabilities.includes(STAFF_ADMIN_CAPABILITY) ||
  caller.user.capabilities.includes(STAFF_VIEWER_CAPABILITY);

const PLAN_FIELDS: ReadonlyArray<{
  family: PlanFamily;
  id: 'webPlanId' | 'vodPlanId' | 'multisitePlanId';
  label: string;
}> = [
  { family: 'web', id: 'webPlanId', label: 'Web plan' },
  { family: 'vod', id: 'vodPlanId', label: 'On Demand plan' },
  { family: 'multisite', id: 'multisitePlanId', label: 'Multisite plan' },
];

const DEFAULT_LICENCES = {
  enterprise: 0,
  professional: 0,
  lanCloud: 0,
  nonProduction: 0,
  softwareEncoders: 0,
  venues: 0,
};

/**
 * The form as columns. A plan id must be one of the catalogue's plans of its family (the name is
 * the catalogue's); fields left out take their defaults, as a replacement does.
 */
function valuesOf(body: OrganisationInput): OrganisationAdminValues {
  const problems: ApiErrorItem[] = [];
  const planName = (family: PlanFamily, field: string, id: string | null | undefined) => {
    if (id === null || id === undefined) return null;
    const plan = findPlan(id);
    if (plan?.family !== family) {
      problems.push(problem(`body.${field}`, ADMIN_MESSAGES.unknownChoice));
      return null;
    }
    return plan.name;
  };
  const values: OrganisationAdminValues = {
    name: body.name.trim(),
    location: body.location.trim(),
    managedBy: body.managedBy ?? null,
    accountStatus: body.status ?? 'active',
    status: (body.status ?? 'active') === 'active' ? 'active' : 'inactive',
    masterEcg: body.masterEcg ?? null,
    webPlanId: body.webPlanId ?? null,
    webPlanName: planName('web', 'webPlanId', body.webPlanId),
    webStartDate: body.webStartDate ?? null,
    vodPlanId: body.vodPlanId ?? null,
    vodPlanName: planName('vod', 'vodPlanId', body.vodPlanId),
    vodStartDate: body.vodStartDate ?? null,
    multisitePlanId: body.multisitePlanId ?? null,
    multisitePlanName: planName('multisite', 'multisitePlanId', body.multisitePlanId),
    multisiteStartDate: body.multisiteStartDate ?? null,
    licenses: { ...DEFAULT_LICENCES, ...body.licenses },
    rtmpStreams: body.rtmpStreams ?? 0,
    audio16Channel: body.audio16Channel ?? false,
    subtitlesHoursPerMonth: body.subtitleHoursPerMonth ?? 0,
    additionalBandwidthTb: body.additionalBandwidthTb ?? 0,
    storageTb: body.storageTb ?? 0,
    webEvents: body.webEvents ?? 0,
    studioAiVideoCount: body.studioAiVideoCount ?? 0,
  };
  if (problems.length > 0) throw badRequest(problems);
  return values;
}

/** What changed in the plans, for the system log ("Web plan: Live Web Pro → Live Web Premium"). */
function planChanges(before: OrganisationRow, after: OrganisationRow): string[] {
  const name = { web: 'webPlanName', vod: 'vodPlanName', multisite: 'multisitePlanName' } as const;
  return PLAN_FIELDS.filter(({ id }) => before[id] !== after[id]).map(
    ({ family, label }) =>
      `${label}: ${before[name[family]] ?? 'none'} → ${after[name[family]] ?? 'none'}`,
  );
}

function toContact(rows: ContactRow[]) {
  return rows.map((row) => ({
    uuid: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.userName,
    mobile: row.phone,
    customers: [{ uuid: row.organisationId, name: row.organisationName }],
  }));
}

const searchResult = (row: OrganisationRow, matchedOn: 'uuid' | 'masterEcg' | 'name') => ({
  uuid: row.id,
  name: row.name,
  masterEcg: row.masterEcg,
  location: row.location,
  matchedOn,
});

/**
 * Staff organisation administration (issue 17): the admin search in its three services (uuid in
 * central v3, master ECG in internal v1, name in v2, all three at once in search), contacts,
 * and the organisation admin form (create, edit, move). Changes are written to the system log
 * with the staff member who made them.
 */
export function adminOrganisationHandlers(services: Services) {
  const { organisations, organisationAdmin, systemLogs } = services;

  /** The managing organisation must exist, must not be the organisation, nor be managed by it. */
  async function checkManager(managedBy: string | null | undefined, self?: string) {
    if (!managedBy) return;
    const field = 'body.managedBy';
    if (managedBy === self) throw badRequest([problem(field, ADMIN_MESSAGES.managedBySelf)]);
    let manager = await organisations.findById(managedBy);
    if (!manager) throw badRequest([problem(field, ADMIN_MESSAGES.unknownChoice)]);
    // Walk up the chain: moving an organisation under one it manages would make a loop.
    const seen = new Set<string>();
    while (manager?.managedBy && !seen.has(manager.id)) {
      if (manager.managedBy === self)
        throw badRequest([problem(field, ADMIN_MESSAGES.managedBySelf)]);
      seen.add(manager.id);
      manager = await organisations.findById(manager.managedBy);
    }
  }

  async function checkUnique(values: OrganisationAdminValues, self?: string) {
    if (await organisationAdmin.nameTaken(values.name, self))
      throw conflict('body.name', ADMIN_MESSAGES.organisationNameExists);
    if (values.masterEcg) {
      const holder = await organisationAdmin.findByMasterEcg(values.masterEcg);
      if (holder && holder.id !== self)
        throw conflict('body.masterEcg', ADMIN_MESSAGES.masterEcgExists);
    }
  }

  /** Two requests racing for one master ECG: the loser gets the same 409. */
  async function storing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('body.masterEcg', ADMIN_MESSAGES.masterEcgExists);
      throw error;
    }
  }

  const internal = {
    searchContacts: async ({ query }) => {
      const email = query.email?.trim();
      const mobile = query.mobile?.trim();
      if (!email && !mobile)
        throw badRequest([problem('query.email', ADMIN_SEARCH_MESSAGES.contactNeeded)]);
      if (email !== undefined && email !== '' && email.length < ORGANISATION_SEARCH_MIN_LENGTH)
        throw badRequest([problem('query.email', ADMIN_SEARCH_MESSAGES.tooShort)]);
      const rows = await organisationAdmin.searchContacts(
        email ? { email } : { mobile: mobile! },
        SEARCH_LIMIT,
      );
      return { status: 200, body: toContact(rows) };
    },

    getCustomerByMasterEcg: async ({ params }) => {
      const row = await organisationAdmin.findByMasterEcg(params.masterEcg);
      if (!row) throw notFound();
      return { status: 200, body: { uuid: row.id, name: row.name } };
    },

    createCustomer: async ({ body, auth, request, reply }) => {
      const caller = requireAuth(auth);
      const values = valuesOf(body);
      await checkManager(values.managedBy);
      await checkUnique(values);
      const row = await storing(() => organisationAdmin.create(values));
      await systemLogs.record({
        level: 'informational',
        message: `${caller.user.userName} created the organisation ${row.name}.`,
        subject: { type: 'customer', id: row.id },
        actorUserId: caller.user.id,
        organisationId: row.id,
      });
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toCustomer(row) };
    },

    updateCustomer: async ({ organisation, body, auth }) => {
      const caller = requireAuth(auth);
      const values = valuesOf(body);
      await checkManager(values.managedBy, organisation.id);
      await checkUnique(values, organisation.id);
      const row = await storing(() => organisationAdmin.update(organisation, values));
      const changes = planChanges(organisation, row);
      await systemLogs.record({
        level: 'informational',
        message:
          changes.length > 0
            ? `${caller.user.userName} changed the plans of ${row.name}: ${changes.join('; ')}.`
            : `${caller.user.userName} edited the organisation ${row.name}.`,
        subject: { type: 'customer', id: row.id },
        actorUserId: caller.user.id,
        organisationId: row.id,
      });
      return { status: 200, body: toCustomer(row) };
    },

    moveCustomer: async ({ organisation, body, auth }) => {
      const caller = requireAuth(auth);
      await checkManager(body.managedBy, organisation.id);
      const row = await organisationAdmin.move(organisation.id, body.managedBy);
      const manager = await organisations.findById(body.managedBy);
      await systemLogs.record({
        level: 'informational',
        message: `${caller.user.userName} moved ${row.name} under ${manager?.name ?? body.managedBy}.`,
        subject: { type: 'customer', id: row.id },
        actorUserId: caller.user.id,
        organisationId: row.id,
      });
      return { status: 200, body: toCustomer(row) };
    },
  } satisfies HandlerMap<InternalV1>;

  const search = {
    searchOrganizations: async ({ query }) => {
      const classified = classifyOrganisationQuery(query.q);
      const limit = query.size ?? SEARCH_LIMIT;
      switch (classified.kind) {
        case 'none':
          throw badRequest([problem('query.q', ADMIN_SEARCH_MESSAGES.tooShort)]);
        case 'uuid': {
          const row = await organisations.findById(classified.uuid);
          return { status: 200, body: row ? [searchResult(row, 'uuid')] : [] };
        }
        case 'masterEcg': {
          const row = await organisationAdmin.findByMasterEcg(classified.masterEcg);
          return { status: 200, body: row ? [searchResult(row, 'masterEcg')] : [] };
        }
        case 'name': {
          const rows = await organisationAdmin.searchByName(classified.name, limit);
          return { status: 200, body: rows.map((row) => searchResult(row, 'name')) };
        }
      }
    },
  } satisfies HandlerMap<Search>;

  const v2 = {
    findCustomersByName: async ({ query }) => {
      const name = query.name.trim();
      if (name.length < ORGANISATION_SEARCH_MIN_LENGTH)
        throw badRequest([problem('query.name', ADMIN_SEARCH_MESSAGES.tooShort)]);
      const rows = await organisationAdmin.searchByName(name, query.size ?? SEARCH_LIMIT);
      return { status: 200, body: rows.map((row) => ({ uuid: row.id, name: row.name })) };
    },
  } satisfies HandlerMap<V2>;

  const centralV3 = {
    /** The admin search's uuid lookup: staff find any organisation, a member only their own. */
    listCustomers: async ({ query, auth }) => {
      const caller = requireAuth(auth);
      const id = query.uuid.toLowerCase();
      if (!seesEveryOrganisation(caller) && id !== caller.user.organisationId)
        return { status: 200, body: [] };
      const row = await organisations.findById(id);
      return { status: 200, body: row ? [{ uuid: row.id, name: row.name }] : [] };
    },
  } satisfies HandlerMap<CentralV3>;

  return { internal, search, v2, centralV3 };
}
