import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { RouterProvider } from '@studio/ui';
import { useRuntime, useSession } from '../../app/runtime-context';
import { currentEntry, navigationFor } from './navigation';
import { ShellView } from './ShellView';

/** Wires the shell to the session and lets every design-system link navigate with the router. */
export function ShellLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { session } = useRuntime();
  const user = useSession((snapshot) => snapshot.context.user);
  const customer = useSession((snapshot) => snapshot.context.customer);
  const entries = navigationFor(user?.roles ?? []);

  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <ShellView
        displayName={user ? `${user.firstName} ${user.lastName}` : ''}
        organisationName={customer?.name ?? user?.customerName ?? ''}
        entries={entries}
        currentKey={currentEntry(entries, pathname)?.key}
        onSignOut={() => session.send({ type: 'session.logout' })}
      >
        <Outlet />
      </ShellView>
    </RouterProvider>
  );
}
