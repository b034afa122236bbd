import { fromPromise } from 'xstate';
import {
  isApiError,
  type Contact,
  type Customer,
  type CustomerName,
  type FeatureToggle,
  type StudioApi,
  type ToggleRegistration,
} from '@studio/api';
import {
  classifyContactQuery,
  classifyOrganisationQuery,
  type ContactQuery,
  type OrganisationQuery,
} from '@studio/domain';

/** What one organisation search found, and what it searched by (spec section 5). */
export interface OrganisationSearch {
  readonly query: OrganisationQuery;
  readonly organisations: readonly CustomerName[];
}

export interface ContactSearch {
  readonly query: ContactQuery;
  readonly contacts: readonly Contact[];
}

/** A lookup by id or master ECG that finds nothing answers 404: no match, not a failure. */
async function noneWhenMissing<T>(read: Promise<T>): Promise<T[]> {
  try {
    return [await read];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/**
 * Searches as the input is classified: nothing under 3 characters, a uuid by uuid, `ECG-` and
 * digits by the upper-cased master ECG, anything else by name.
 */
export async function searchOrganisations(
  api: StudioApi,
  input: string,
  signal?: AbortSignal,
): Promise<OrganisationSearch> {
  const query = classifyOrganisationQuery(input);
  switch (query.kind) {
    case 'none':
      return { query, organisations: [] };
    case 'uuid': {
      const found = await noneWhenMissing(api.getCustomer(query.uuid, { signal }));
      return { query, organisations: found.map(({ uuid, name }) => ({ uuid, name })) };
    }
    case 'masterEcg':
      return {
        query,
        organisations: await noneWhenMissing(
          api.getCustomerByMasterEcg(query.masterEcg, { signal }),
        ),
      };
    case 'name':
      return { query, organisations: await api.findCustomersByName(query.name, { signal }) };
  }
}

export async function searchContacts(
  api: StudioApi,
  input: string,
  signal?: AbortSignal,
): Promise<ContactSearch> {
  const query = classifyContactQuery(input);
  if (query.kind === 'none') return { query, contacts: [] };
  const contacts = await api.searchContacts(
    query.kind === 'email' ? { email: query.email } : { mobile: query.mobile },
    { signal },
  );
  return { query, contacts };
}

export function createOrganisationSearchActors(api: StudioApi, input: string) {
  return {
    fetchRecord: fromPromise<OrganisationSearch>(({ signal }) =>
      searchOrganisations(api, input, signal),
    ),
  };
}

export function createContactSearchActors(api: StudioApi, input: string) {
  return {
    fetchRecord: fromPromise<ContactSearch>(({ signal }) => searchContacts(api, input, signal)),
  };
}

/** The organisation page: the organisation and its feature toggles with their registrations. */
export interface OrganisationDetails {
  readonly customer: Customer;
  readonly toggles: readonly FeatureToggle[] | null;
  readonly registrations: readonly ToggleRegistration[] | null;
}

export function createOrganisationActors(api: StudioApi, customerId: string) {
  return {
    fetchRecord: fromPromise<OrganisationDetails>(async ({ signal }) => {
      const [customer, toggles] = await Promise.all([
        api.getCustomer(customerId, { signal }),
        // The toggles are a part of the page: the organisation shows even if they cannot be read.
        Promise.all([
          api.listCustomerToggles(customerId, { signal }),
          api.listToggleRegistrations(customerId, { signal }),
        ]).catch((error: unknown) => {
          if (signal.aborted) throw error;
          return null;
        }),
      ]);
      return {
        customer,
        toggles: toggles?.[0] ?? null,
        registrations: toggles?.[1] ?? null,
      };
    }),
  };
}
