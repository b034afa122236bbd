/**
 * Recent and favourite organisations of the staff search (spec section 3, "locally kept"): the
 * organisation's id and name, the date last opened and how often, in localStorage.
 */
export interface RememberedOrganisation {
  readonly customerId: string;
  readonly customerName: string;
  /** ISO date-time of the last visit (or of marking it a favourite). */
  readonly date: string;
  readonly count: number;
}

export const RECENT_ORGANISATIONS_KEY = 'studio.admin.recentOrganisations';
export const FAVOURITE_ORGANISATIONS_KEY = 'studio.admin.favouriteOrganisations';
export const RECENT_ORGANISATIONS_MAX = 10;

function isRemembered(value: unknown): value is RememberedOrganisation {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.customerId === 'string' &&
    typeof entry.customerName === 'string' &&
    typeof entry.date === 'string' &&
    typeof entry.count === 'number'
  );
}

export function readRemembered(storage: Storage | null, key: string): RememberedOrganisation[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRemembered) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | null, key: string, entries: RememberedOrganisation[]): void {
  try {
    storage?.setItem(key, JSON.stringify(entries));
  } catch {
    // Full or refused storage: the list is a convenience, the visit itself goes on.
  }
}

/** Records a visit: first in the recent list, its count one higher, at most 10 kept. */
export function recordVisit(
  storage: Storage | null,
  organisation: { customerId: string; customerName: string },
  now: Date,
): RememberedOrganisation[] {
  const recent = readRemembered(storage, RECENT_ORGANISATIONS_KEY);
  const previous = recent.find((entry) => entry.customerId === organisation.customerId);
  const next = [
    { ...organisation, date: now.toISOString(), count: (previous?.count ?? 0) + 1 },
    ...recent.filter((entry) => entry.customerId !== organisation.customerId),
  ].slice(0, RECENT_ORGANISATIONS_MAX);
  write(storage, RECENT_ORGANISATIONS_KEY, next);
  return next;
}

export function isFavourite(storage: Storage | null, customerId: string): boolean {
  return readRemembered(storage, FAVOURITE_ORGANISATIONS_KEY).some(
    (entry) => entry.customerId === customerId,
  );
}

/** Adds the organisation to the favourites, or removes it when it is one already. */
export function toggleFavourite(
  storage: Storage | null,
  organisation: { customerId: string; customerName: string },
  now: Date,
): RememberedOrganisation[] {
  const favourites = readRemembered(storage, FAVOURITE_ORGANISATIONS_KEY);
  const next = favourites.some((entry) => entry.customerId === organisation.customerId)
    ? favourites.filter((entry) => entry.customerId !== organisation.customerId)
    : [...favourites, { ...organisation, date: now.toISOString(), count: 1 }];
  write(storage, FAVOURITE_ORGANISATIONS_KEY, next);
  return next;
}

/** The page's localStorage, or null where the browser refuses it. */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
