import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { RouterProvider } from '@studio/ui';
import { accessSubjectOf } from '../../app/access';
import { ANALYTICS_EVENTS, type AnalyticsSender } from '../../app/analytics';
import { FEATURE_ROUTES } from '../../app/feature-registry';
import { useStudioHref } from '../../app/router-href';
import { currentEntry, navigationFor } from '../../app/feature-route';
import { useRuntime, useSession } from '../../app/runtime-context';
import { STAFF_ROUTE_IDS } from '../admin/staff-navigation';
import { showsStaffEntries, useStaffView } from '../admin/staff-view';
import { StaffActingGate } from '../admin/switch/StaffActingGate';
import { LazyToastRegion } from './LazyToastRegion';
import { RoutePendingView } from './RoutePendingView';
import { ShellView } from './ShellView';
import { useAreaAnalytics } from './useAreaAnalytics';

/**
 * Wires the shell to the session and lets every design-system link navigate with the router. The
 * side navigation is derived from the registered feature routes and the person's access; while a
 * route's code loads, a labelled progress bar shows in the content area (the Suspense fallback).
 */
export function ShellLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { session, analytics } = useRuntime();
  const user = useSession((snapshot) => snapshot.context.user);
  const customer = useSession((snapshot) => snapshot.context.customer);
  // Staff choose whether their own entries show (admin view on, demo view off: spec section 4).
  const staffEntries = showsStaffEntries(useStaffView());
  const entries = navigationFor(FEATURE_ROUTES, accessSubjectOf(user, customer)).filter(
    (entry) => staffEntries || !STAFF_ROUTE_IDS.has(entry.id),
  );
  const current = currentEntry(entries, pathname);
  const organisationName = customer?.name ?? user?.customerName ?? '';
  const sender: AnalyticsSender | null = user
    ? { userName: user.userName, orgName: organisationName, orgUuid: user.customerId }
    : null;
  useAreaAnalytics(current?.label, sender);

  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useStudioHref}>
      <ShellView
        displayName={user ? `${user.firstName} ${user.lastName}` : ''}
        organisationName={organisationName}
        entries={entries}
        currentId={current?.id}
        onSignOut={() => {
          if (sender) analytics.track(ANALYTICS_EVENTS.signedOut, sender);
          session.send({ type: 'session.logout' });
        }}
      >
        <StaffActingGate />
        <Suspense fallback={<RoutePendingView label={t('loadingPage')} />}>
          <Outlet />
        </Suspense>
      </ShellView>
      {/* Pages announce saved and failed changes here (the shared queue of @studio/ui). */}
      <LazyToastRegion aria-label={t('shell:notifications')} dismissLabel={t('shell:dismiss')} />
    </RouterProvider>
  );
}
