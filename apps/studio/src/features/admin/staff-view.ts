import { useSyncExternalStore } from 'react';

/**
 * The staff view preferences of spec section 4: the admin view is on for staff by default (the
 * staff entries in the navigation), the demo view off (on, the studio looks as an organisation
 * sees it). Kept in localStorage so they survive a reload; read by the shell on every page.
 */
export interface StaffViewPreferences {
  readonly adminView: boolean;
  readonly demoView: boolean;
}

export const DEFAULT_STAFF_VIEW: StaffViewPreferences = { adminView: true, demoView: false };
const STORAGE_KEY = 'studio.staffView';

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StaffViewPreferences } | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (privacy settings): the defaults apply for this page.
    return null;
  }
}

export function readStaffView(): StaffViewPreferences {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (cached && cached.raw === raw) return cached.value;
  let value = DEFAULT_STAFF_VIEW;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<StaffViewPreferences>;
      value = {
        adminView:
          typeof parsed.adminView === 'boolean' ? parsed.adminView : DEFAULT_STAFF_VIEW.adminView,
        demoView:
          typeof parsed.demoView === 'boolean' ? parsed.demoView : DEFAULT_STAFF_VIEW.demoView,
      };
    } catch {
      value = DEFAULT_STAFF_VIEW;
    }
  }
  cached = { raw, value };
  return value;
}

export function writeStaffView(change: Partial<StaffViewPreferences>): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...readStaffView(), ...change }));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaffView(): StaffViewPreferences {
  return useSyncExternalStore(subscribe, readStaffView, () => DEFAULT_STAFF_VIEW);
}

/** Whether the staff entries show in the navigation: admin view on and demo view off. */
export const showsStaffEntries = (view: StaffViewPreferences): boolean =>
  view.adminView && !view.demoView;
