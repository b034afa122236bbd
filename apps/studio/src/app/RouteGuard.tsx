import type { ReactNode } from 'react';
import { NotAuthorizedView } from '../features/errors/NotAuthorizedView';
import { accessSubjectOf, canAccess, type Access } from './access';
import { useSession } from './runtime-context';

/**
 * Renders the route's page only for people its access allows; anyone else gets the spec's 401
 * page in its place, inside the shell, whether they followed a link or typed the address. The
 * page's machine never starts for them, so no call is made on their behalf.
 */
export function RouteGuard({ access, children }: { access?: Access; children: ReactNode }) {
  const allowed = useSession((snapshot) =>
    canAccess(access, accessSubjectOf(snapshot.context.user, snapshot.context.customer)),
  );
  return allowed ? children : <NotAuthorizedView />;
}
