import { fromPromise } from 'xstate';
import type { ApiClient, StudioApi } from '@studio/api';
import {
  API_CLIENT_ROLE_PLANS,
  meetsPlanRequirement,
  type ApiClientRole,
  type OrganisationPlans,
} from '@studio/domain';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';
import { createSharedList, type SharedListActor } from '../../settings/shared-list';

/** An API client as the list keeps it: by `id`, the client's `uuid`. Never with a secret. */
export type ApiClientItem = ApiClient & { readonly id: string };

const asItem = ({ clientSecret: _secret, ...client }: ApiClient): ApiClientItem => ({
  ...client,
  clientSecret: null,
  id: client.uuid,
});

export function createApiClientListActors(api: StudioApi, customerId: string) {
  const people = api;
  return {
    fetchPage: fromPromise<ListPage<ApiClientItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await people.listApiClients(customerId, { url: input.url, signal });
      return { items: page.items.map(asItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<ApiClientItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await people.getApiClient(customerId, input.id, { signal })),
    ),
  };
}

export type ApiClientListActor = SharedListActor<ApiClientItem>;

/** The organisation's API clients, one actor kept across visits. */
export const apiClientList = createSharedList<ApiClientItem>(createApiClientListActors);

export function createApiClientRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<ApiClient>(({ signal }) =>
      api.getApiClient(customerId, uuid, { signal }),
    ),
  };
}

export interface ApiClientFormValues {
  name: string;
  roles: ApiClientRole[];
  termsAccepted: boolean;
}

/** Create (the answer carries the secret, once) or replace the client `uuid`. */
export function createApiClientSubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  const people = api;
  return {
    submit: fromPromise<ApiClient, SubmitInput<ApiClientFormValues>>(
      ({ input: { values }, signal }) => {
        // `termsAccepted` is `true` by the rules before anything is sent.
        const body = {
          name: values.name.trim(),
          roles: values.roles,
          termsAccepted: true as const,
        };
        return uuid === null
          ? people.createApiClient(customerId, body, { signal })
          : people.updateApiClient(customerId, uuid, body, { signal });
      },
    ),
  };
}

/** Which API roles the organisation's plans allow (spec section 6). */
export function allowedApiClientRoles(plans: OrganisationPlans): Record<ApiClientRole, boolean> {
  return {
    goLiveApi: meetsPlanRequirement(plans, API_CLIENT_ROLE_PLANS.goLiveApi),
    onDemandApi: meetsPlanRequirement(plans, API_CLIENT_ROLE_PLANS.onDemandApi),
  };
}
