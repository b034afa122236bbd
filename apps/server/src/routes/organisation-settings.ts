import {
  BYTES_PER_TB,
  librarySettingsSchema,
  PLAN_CATALOGUE,
  planAllowance,
  maxDeleteAfterDays,
  storageAllowanceTb,
  validateFields,
  VALIDATION_MESSAGES,
  type CataloguePlan,
} from '@studio/domain';
import { and, count, eq } from 'drizzle-orm';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { RequestRules } from '../contract/request-rules';
import type { DocumentOperations } from '../contract/operations';
import { users } from '../db/identity/schema';
import type { LibrarySettingsRow } from '../db/settings/library-settings-repository';
import { webChannels } from '../db/settings/schema';
import { badRequest, notFound, type ApiErrorItem } from '../http/errors';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type LibrarySettings =
  CentralV3['getLibrarySettings']['responses'][200]['content']['application/json'];
type ServicePlan = CentralV3['getPlan']['responses'][200]['content']['application/json'];
type FtsStatus = CentralV3['getCustomerFts']['responses'][200]['content']['application/json'];

/** What a new organisation's library starts with until an admin changes it. */
export const DEFAULT_LIBRARY_SETTINGS = { autosaveDefault: true, defaultPlayerProfileId: null };

const terabytes = (bytes: number) => Math.round((bytes / BYTES_PER_TB) * 100) / 100;

export function toServicePlan(plan: CataloguePlan): ServicePlan {
  const allowance = planAllowance(plan.id);
  return {
    id: plan.id,
    name: plan.name,
    family: plan.family,
    tier: plan.tier,
    storageTb: allowance?.storageTb ?? null,
    bandwidthTbPerMonth: allowance?.bandwidthTbPerMonth ?? null,
    bitrates: allowance?.bitrates ?? null,
    allows4k: allowance?.allows4k ?? false,
  };
}

function retentionProblems(organisation: CheckedOrganisation, body: unknown): ApiErrorItem[] {
  const schema = librarySettingsSchema(maxDeleteAfterDays(organisation));
  return Object.entries(validateFields(schema, body)).map(([path, message]) => ({
    code: 'INVALID_REQUEST',
    message: message ?? VALIDATION_MESSAGES.required,
    field: `body.${path}`,
  }));
}

/**
 * Organisation details (central v3): feature toggles, first-time setup, library settings and the
 * plan catalogue. The router has checked the organisation and the permission of each operation.
 */
export function organisationSettingsHandlers(services: Services) {
  const toLibrarySettings = async (
    organisation: CheckedOrganisation,
    row: LibrarySettingsRow | undefined,
  ): Promise<LibrarySettings> => {
    const maxDays = maxDeleteAfterDays(organisation);
    return {
      storageUsedTb: terabytes(await services.storage.usage.storedBytes(organisation.id)),
      storageAllowanceTb: storageAllowanceTb(organisation),
      // Until an admin chooses, recordings are kept as long as the plans allow.
      deleteAfterDays: Math.min(row?.deleteAfterDays ?? maxDays, maxDays),
      deleteAfterMaxDays: maxDays,
      autosaveDefault: row?.autosaveDefault ?? DEFAULT_LIBRARY_SETTINGS.autosaveDefault,
      defaultPlayerProfileId:
        row?.defaultPlayerProfileId ?? DEFAULT_LIBRARY_SETTINGS.defaultPlayerProfileId,
      updatedAt: (row?.updatedAt ?? organisation.createdAt).toISOString(),
    };
  };

  return {
    listToggleRegistrations: async () => {
      const registrations = await services.toggles.registrations();
      return {
        status: 200,
        body: registrations.map((registration) => ({
          toggleId: registration.toggleId,
          description: registration.description,
          defaultEnabled: registration.defaultEnabled,
        })),
      };
    },

    listCustomerToggles: async ({ organisation }) => ({
      status: 200,
      body: await services.toggles.forOrganisation(organisation.id),
    }),

    updateCustomerToggle: async ({ organisation, params, body }) => {
      if (body.toggleId !== params.toggleId) {
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: 'The toggle id in the body must be the one in the path.',
            field: 'body.toggleId',
          },
        ]);
      }
      const toggle = await services.toggles.set(organisation.id, params.toggleId, body.enabled);
      if (!toggle) throw notFound();
      return { status: 200, body: toggle };
    },

    getCustomerFts: async ({ organisation }) => {
      const [[channels], [members]] = await Promise.all([
        services.db
          .select({ total: count() })
          .from(webChannels)
          .where(eq(webChannels.organisationId, organisation.id)),
        services.db
          .select({ total: count() })
          .from(users)
          .where(and(eq(users.organisationId, organisation.id), eq(users.userType, 'USER'))),
      ]);
      const completed = organisation.ftsStatus === 'completed';
      const status: FtsStatus['status'] =
        organisation.ftsStatus === 'completed' || organisation.ftsStatus === 'in_progress'
          ? organisation.ftsStatus
          : 'not_started';
      // Encoders and the schedule are later areas: until their tables exist, only a completed
      // setup counts those steps done.
      return {
        status: 200,
        body: {
          status,
          steps: [
            // The first admin verified their address to sign in, which starts the setup.
            { name: 'verifyEmail', done: status !== 'not_started' },
            { name: 'createWebChannel', done: completed || (channels?.total ?? 0) > 0 },
            { name: 'connectEncoder', done: completed },
            { name: 'scheduleEvent', done: completed },
            { name: 'inviteUsers', done: completed || (members?.total ?? 0) > 1 },
          ],
        },
      };
    },

    getLibrarySettings: async ({ organisation }) => {
      const row = await services.forOrganisation(organisation.id).librarySettings.find();
      return { status: 200, body: await toLibrarySettings(organisation, row) };
    },

    updateLibrarySettings: async ({ organisation, body }) => {
      const problems = retentionProblems(organisation, body);
      if (problems.length > 0) throw badRequest(problems);
      const row = await services.forOrganisation(organisation.id).librarySettings.save(
        {
          deleteAfterDays: body.deleteAfterDays,
          autosaveDefault: body.autosaveDefault,
          defaultPlayerProfileId: body.defaultPlayerProfileId ?? null,
        },
        services.now(),
      );
      return { status: 200, body: await toLibrarySettings(organisation, row) };
    },

    listPlans: async ({ query }) => ({
      status: 200,
      body: PLAN_CATALOGUE.filter((plan) => !query.family || plan.family === query.family).map(
        toServicePlan,
      ),
    }),

    getPlan: async ({ params }) => {
      const plan = PLAN_CATALOGUE.find((candidate) => candidate.id === params.planId);
      if (!plan) throw notFound();
      return { status: 200, body: toServicePlan(plan) };
    },
  } satisfies HandlerMap<CentralV3>;
}

/**
 * The retention's message names the organisation's own maximum, also where the contract's bounds
 * (1 to 365) already refused the value.
 */
export const organisationSettingsRequestRules: RequestRules = {
  updateLibrarySettings: (body, organisation) =>
    organisation ? retentionProblems(organisation, body) : [],
};
