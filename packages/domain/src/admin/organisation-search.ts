/**
 * The staff admin search input (spec section 5, "Admin search"): fewer than 3 characters searches
 * nothing; a uuid searches by uuid; `ECG-` (any case) plus digits searches by master ECG,
 * upper-cased; anything else searches by name. Pure, so the studio's search box and the server's
 * `searchOrganizations` classify an input the same way.
 */
export const ORGANISATION_SEARCH_MIN_LENGTH = 3;

export type OrganisationQuery =
  | { kind: 'none' }
  | { kind: 'uuid'; uuid: string }
  | { kind: 'masterEcg'; masterEcg: string }
  | { kind: 'name'; name: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MASTER_ECG = /^ECG-\d+$/i;

export function classifyOrganisationQuery(input: string): OrganisationQuery {
  const text = input.trim();
  if (text.length < ORGANISATION_SEARCH_MIN_LENGTH) return { kind: 'none' };
  if (UUID.test(text)) return { kind: 'uuid', uuid: text.toLowerCase() };
  if (MASTER_ECG.test(text)) return { kind: 'masterEcg', masterEcg: text.toUpperCase() };
  return { kind: 'name', name: text };
}
