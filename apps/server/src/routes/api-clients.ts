import {
  API_CLIENT_ROLE_PLANS,
  apiClientSchema,
  meetsPlanRequirement,
  PEOPLE_MESSAGES,
  type ApiClientRole,
} from '@studio/domain';
import { planRequired, type CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import type { ApiClientRow } from '../db/identity/api-clients-repository';
import { isUniqueViolation } from '../db/errors';
import { badRequest, HttpError, notFound } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';
import { fieldProblems } from './field-problems';

type CentralV3 = DocumentOperations['central-v3'];
type ApiClient = CentralV3['getApiClient']['responses'][200]['content']['application/json'];
type ApiClientInput = CentralV3['createApiClient']['requestBody']['content']['application/json'];

/** The secret appears only in the answer that makes it; every other answer says null. */
export function toApiClient(row: ApiClientRow, secret: string | null = null): ApiClient {
  return {
    uuid: row.id,
    name: row.name,
    clientId: row.clientId,
    clientSecret: secret,
    roles: row.roles as ApiClientRole[],
    createdAt: row.createdAt.toISOString(),
  };
}

const apiClientProblems = fieldProblems(apiClientSchema);

/** The spec's messages for the API client body (contract/request-rules.ts). */
export const apiClientRequestRules: RequestRules = {
  createApiClient: apiClientProblems,
  updateApiClient: apiClientProblems,
};

const nameExists = () =>
  new HttpError(409, [
    { code: 'NAME_EXISTS', message: PEOPLE_MESSAGES.apiClientNameExists, field: 'body.name' },
  ]);

/**
 * API access (spec sections 3, 5 and 6). The router has checked apiApps and the Pro On Demand
 * plan every client needs; each role's own plan (Go Live API: Live Web Pro or Multisite Pro or
 * higher; On Demand API: On Demand Pro or higher) depends on the body, so it is checked here.
 * Secrets are stored hashed and shown once; a new secret ends the old one and its tokens.
 */
export function apiClientHandlers(services: Services) {
  const clientsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).apiClients;

  async function checked(
    organisation: CheckedOrganisation,
    body: ApiClientInput,
    exceptId?: string,
  ) {
    const problems = apiClientProblems(body);
    if (problems.length > 0) throw badRequest(problems);
    for (const role of body.roles) {
      const plan = API_CLIENT_ROLE_PLANS[role];
      if (!meetsPlanRequirement(organisation, plan)) throw planRequired(plan);
    }
    const name = body.name.trim();
    if (await clientsOf(organisation).nameTaken(name, exceptId)) throw nameExists();
    return { name, roles: [...new Set(body.roles)] };
  }

  const rethrowName = (error: unknown): never => {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  };

  return {
    listApiClients: async ({ organisation, query, request, reply }) => {
      const page = await clientsOf(organisation).list(query);
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map((row) => toApiClient(row)) };
    },

    createApiClient: async ({ organisation, body, request, reply }) => {
      const fields = await checked(organisation, body);
      const { client, secret } = await clientsOf(organisation).create(fields).catch(rethrowName);
      reply.header('location', locationOf(request, client.id));
      return { status: 201, body: toApiClient(client, secret) };
    },

    getApiClient: async ({ organisation, params }) => {
      const client = await clientsOf(organisation).findById(params.id);
      if (!client) throw notFound();
      return { status: 200, body: toApiClient(client) };
    },

    updateApiClient: async ({ organisation, params, body }) => {
      if (!(await clientsOf(organisation).findById(params.id))) throw notFound();
      const fields = await checked(organisation, body, params.id);
      const client = await clientsOf(organisation).replace(params.id, fields).catch(rethrowName);
      if (!client) throw notFound();
      return { status: 200, body: toApiClient(client) };
    },

    deleteApiClient: async ({ organisation, params }) => {
      if (!(await clientsOf(organisation).delete(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },

    regenerateApiClientSecret: async ({ organisation, params }) => {
      const regenerated = await clientsOf(organisation).regenerateSecret(params.id);
      if (!regenerated) throw notFound();
      return { status: 200, body: toApiClient(regenerated.client, regenerated.secret) };
    },
  } satisfies HandlerMap<CentralV3>;
}
