/**
 * Where a staff member came from when they switched into a customer organisation, kept for the
 * tab (sessionStorage): the banner on every page names the organisation they act in and offers
 * the way back to this one. `landing` asks the shell to open the dashboard once the switched
 * session has loaded (the router of the previous organisation is gone by then).
 */
export interface StaffActing {
  readonly homeCustomerId: string;
  readonly homeCustomerName: string;
  /** The organisation the last switch went to, until the shell has landed there. */
  readonly landingCustomerId: string | null;
}

const STORAGE_KEY = 'studio.staff.acting';

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readStaffActing(): StaffActing | null {
  try {
    const parsed = JSON.parse(store()?.getItem(STORAGE_KEY) ?? 'null') as StaffActing | null;
    return parsed && typeof parsed.homeCustomerId === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Before a switch: remember home (the first organisation switched away from stays home) and
 * where the switch goes. Switching back home forgets it all once landed.
 */
export function beginSwitch(
  current: { customerId: string; customerName: string },
  targetCustomerId: string,
): void {
  const acting = readStaffActing();
  const home = acting
    ? { homeCustomerId: acting.homeCustomerId, homeCustomerName: acting.homeCustomerName }
    : { homeCustomerId: current.customerId, homeCustomerName: current.customerName };
  store()?.setItem(STORAGE_KEY, JSON.stringify({ ...home, landingCustomerId: targetCustomerId }));
}

/**
 * The shell has loaded in `customerId`: whether it should open the dashboard (a switch just
 * landed there). Landing back home ends the staff session marker.
 */
export function completeLanding(customerId: string): boolean {
  const acting = readStaffActing();
  if (!acting || acting.landingCustomerId !== customerId) return false;
  if (acting.homeCustomerId === customerId) store()?.removeItem(STORAGE_KEY);
  else store()?.setItem(STORAGE_KEY, JSON.stringify({ ...acting, landingCustomerId: null }));
  return true;
}

/** A failed or cancelled switch lands nowhere; home stays as it was. */
export function abandonLanding(): void {
  const acting = readStaffActing();
  if (!acting || acting.landingCustomerId === null) return;
  store()?.setItem(STORAGE_KEY, JSON.stringify({ ...acting, landingCustomerId: null }));
}
