import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { RouterProvider } from '@studio/ui';
import { ANALYTICS_EVENTS, type AnalyticsSender } from '../../app/analytics';
import { useRuntime, useSession } from '../../app/runtime-context';
import { currentEntry, navigationFor } from './navigation';
import { ShellView } from './ShellView';
import { useAreaAnalytics } from './useAreaAnalytics';

/** Wires the shell to the session and lets every design-system link navigate with the router. */
export function ShellLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { session, analytics } = useRuntime();
  const user = useSession((snapshot) => snapshot.context.user);
  const customer = useSession((snapshot) => snapshot.context.customer);
  const entries = navigationFor(user?.roles ?? []);
  const current = currentEntry(entries, pathname);
  const organisationName = customer?.name ?? user?.customerName ?? '';
  const sender: AnalyticsSender | null = user
    ? { userName: user.userName, orgName: organisationName, orgUuid: user.customerId }
    : null;
  useAreaAnalytics(current?.key, sender);

  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <ShellView
        displayName={user ? `${user.firstName} ${user.lastName}` : ''}
        organisationName={organisationName}
        entries={entries}
        currentKey={current?.key}
        onSignOut={() => {
          if (sender) analytics.track(ANALYTICS_EVENTS.signedOut, sender);
          session.send({ type: 'session.logout' });
        }}
      >
        <Outlet />
      </ShellView>
    </RouterProvider>
  );
}
