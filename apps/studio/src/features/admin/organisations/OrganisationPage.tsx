import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useCanChangeAsStaff } from '../access';
import { createOrganisationActors, type OrganisationDetails } from './actors';
import { OrganisationView } from './OrganisationView';
import { isFavourite, localStore, recordVisit, toggleFavourite } from './remembered-organisations';

const SwitchOrganisation = lazy(() => import('../switch/SwitchOrganisation'));
const organisationMachine = createRecordMachine<OrganisationDetails>();

/** `/admin/organizations/{uuid}`. */
export function OrganisationPage() {
  const { uuid } = useParams();
  return uuid ? <Organisation customerId={uuid} isCurrent={false} /> : null;
}

/** `/admin/current-org`: the organisation the person works in now. */
export function CurrentOrganisationPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <Organisation customerId={customerId} isCurrent /> : null;
}

function Organisation({ customerId, isCurrent }: { customerId: string; isCurrent: boolean }) {
  const { api } = useRuntime();
  const { t } = useTranslation('admin');
  const toast = useToast();
  const canChange = useCanChangeAsStaff();
  const sessionCustomerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const machine = useMemo(
    () => organisationMachine.provide({ actors: createOrganisationActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  const [favourite, setFavourite] = useState(() => isFavourite(localStore(), customerId));
  const [switching, setSwitching] = useState(false);
  const [pendingToggleId, setPendingToggleId] = useState<string | null>(null);
  // The toggle change in flight, abandoned when the person switches organisation meanwhile.
  const toggleCall = useRef<AbortController | null>(null);
  const customer = snapshot.context.data?.customer ?? null;

  useEffect(() => {
    if (customer) {
      recordVisit(
        localStore(),
        { customerId: customer.uuid, customerName: customer.name },
        new Date(),
      );
    }
  }, [customer]);

  const cancelInFlight = useCallback(() => toggleCall.current?.abort(), []);
  const closeSwitch = useCallback(() => setSwitching(false), []);

  const onToggle = async (toggleId: string, enabled: boolean) => {
    const controller = new AbortController();
    toggleCall.current = controller;
    setPendingToggleId(toggleId);
    try {
      await api.updateCustomerToggle(
        customerId,
        { toggleId, enabled },
        { signal: controller.signal },
      );
      toast.show(
        {
          title: t('organisation.toggleSaved', {
            toggle: toggleId,
            state: t(enabled ? 'organisation.toggleOn' : 'organisation.toggleOff'),
          }),
          tone: 'success',
        },
        { timeout: 5000 },
      );
      send({ type: 'record.reload' });
    } catch {
      if (!controller.signal.aborted) {
        toast.show({ title: t('organisation.toggleFailed'), tone: 'error' });
      }
    } finally {
      setPendingToggleId(null);
    }
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(details) => (
        <>
          <OrganisationView
            customer={details.customer}
            isCurrent={isCurrent || details.customer.uuid === sessionCustomerId}
            canChange={canChange}
            toggles={details.toggles}
            registrations={details.registrations}
            pendingToggleId={pendingToggleId}
            onToggle={(toggleId, enabled) => void onToggle(toggleId, enabled)}
            isFavourite={favourite}
            onFavouriteChange={() =>
              setFavourite(
                toggleFavourite(
                  localStore(),
                  { customerId: details.customer.uuid, customerName: details.customer.name },
                  new Date(),
                ).some((entry) => entry.customerId === details.customer.uuid),
              )
            }
            onSwitch={() => setSwitching(true)}
            editHref={
              isCurrent
                ? `/admin/current-org/${details.customer.uuid}/edit`
                : `/admin/organizations/${details.customer.uuid}/edit`
            }
          />
          {switching && (
            <Suspense fallback={null}>
              <SwitchOrganisation
                customerId={details.customer.uuid}
                customerName={details.customer.name}
                onClose={closeSwitch}
                onCancelRequest={cancelInFlight}
              />
            </Suspense>
          )}
        </>
      )}
    </RecordContent>
  );
}
