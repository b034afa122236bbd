import { Outlet, useHref, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from '@studio/ui';
import { accessSubjectOf } from '../../app/access';
import { FEATURE_ROUTES } from '../../app/feature-registry';
import { currentEntry, navigationFor } from '../../app/feature-route';
import { useRuntime, useSession } from '../../app/runtime-context';
import { RoutePendingView } from './RoutePendingView';
import { ShellView } from './ShellView';

/**
 * Wires the shell to the session and lets every design-system link navigate with the router. The
 * side navigation is derived from the registered feature routes and the person's access; while
 * the next route's code loads, a progress bar shows above the page being left.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { session } = useRuntime();
  const user = useSession((snapshot) => snapshot.context.user);
  const customer = useSession((snapshot) => snapshot.context.customer);
  const entries = navigationFor(FEATURE_ROUTES, accessSubjectOf(user, customer));

  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <ShellView
        displayName={user ? `${user.firstName} ${user.lastName}` : ''}
        organisationName={customer?.name ?? user?.customerName ?? ''}
        entries={entries}
        currentId={currentEntry(entries, pathname)?.id}
        onSignOut={() => session.send({ type: 'session.logout' })}
      >
        {navigation.state === 'loading' && <RoutePendingView label={t('app.loadingPage')} />}
        <Outlet />
      </ShellView>
    </RouterProvider>
  );
}
