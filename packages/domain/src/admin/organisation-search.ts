/**
 * The staff organisation search of spec section 5: what one input box searches by. Pure, so the
 * studio (which picks the call) and the server (which answers the combined search) classify the
 * same way.
 */
export const ORGANISATION_SEARCH_MIN_LENGTH = 3;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MASTER_ECG_INPUT = /^ecg-\d+$/i;

export type OrganisationQuery =
  /** Fewer than 3 characters (after trimming): nothing is searched. */
  | { readonly kind: 'none' }
  | { readonly kind: 'uuid'; readonly uuid: string }
  /** `ECG-` plus digits in any case, upper-cased as the master ECG is stored. */
  | { readonly kind: 'masterEcg'; readonly masterEcg: string }
  | { readonly kind: 'name'; readonly name: string };

export function classifyOrganisationQuery(input: string): OrganisationQuery {
  const text = input.trim();
  if (text.length < ORGANISATION_SEARCH_MIN_LENGTH) return { kind: 'none' };
  if (UUID_PATTERN.test(text)) return { kind: 'uuid', uuid: text.toLowerCase() };
  if (MASTER_ECG_INPUT.test(text)) return { kind: 'masterEcg', masterEcg: text.toUpperCase() };
  return { kind: 'name', name: text };
}

export type ContactQuery =
  | { readonly kind: 'none' }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'mobile'; readonly mobile: string };

const MOBILE_INPUT = /^\+?[\d\s().-]+$/;

/**
 * Contact search by e-mail or mobile (spec section 5): digits (with an optional leading +, spaces,
 * dots, dashes and brackets) search mobiles with the separators removed; anything else e-mails.
 */
export function classifyContactQuery(input: string): ContactQuery {
  const text = input.trim();
  if (text.length < ORGANISATION_SEARCH_MIN_LENGTH) return { kind: 'none' };
  if (MOBILE_INPUT.test(text)) return { kind: 'mobile', mobile: text.replace(/[\s().-]/g, '') };
  return { kind: 'email', email: text };
}
