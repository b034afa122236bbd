import type { Access } from '../../app/access';
import { useSession } from '../../app/runtime-context';
import { STAFF_ADMIN_CAPABILITY, STAFF_VIEWER_CAPABILITY, type Capability } from '@studio/domain';

/**
 * Who opens the staff area (spec section 6): the staff admin (`sudoAdmin`) and the sudo viewer
 * (`sudo`, who sees without changing). Everyone else gets the 401 page.
 */
export const STAFF_ACCESS = {
  anyOf: [{ capability: STAFF_ADMIN_CAPABILITY }, { capability: STAFF_VIEWER_CAPABILITY }],
} as const satisfies Access;

/** Pages that change something: the staff admin only. */
export const STAFF_ADMIN_ACCESS = { capability: STAFF_ADMIN_CAPABILITY } as const satisfies Access;

/** A staff area that the contract gates by a capability of its own (hardware, logs, ...). */
export const staffAreaAccess = (capability: Capability): Access => ({
  ...STAFF_ACCESS,
  capability,
});

/** Pages that change an area: the staff admin holding the area's capability. */
export const staffAreaChangeAccess = (capability: Capability): Access => ({
  capability: STAFF_ADMIN_CAPABILITY,
  anyOf: [{ capability }],
});

/** Whether the signed-in person may change things here (the staff admin, not the sudo viewer). */
export function useCanChangeAsStaff(): boolean {
  return useSession(
    (snapshot) => snapshot.context.user?.capabilities.includes(STAFF_ADMIN_CAPABILITY) ?? false,
  );
}
