import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { FeatureToggle } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import { createSubscriptionsActors, type SubscriptionsRecord } from './actors';
import { OrganisationHeader } from './OrganisationHeader';
import { useCapability, useOrganisationTabs } from './organisation-tabs';
import { SubscriptionsView } from './SubscriptionsView';

const subscriptionsMachine = createRecordMachine<SubscriptionsRecord>();

/** `/settings/organization`: the Subscriptions tab. */
export function SubscriptionsPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const tabs = useOrganisationTabs();
  return (
    <OrganisationHeader current="subscriptions" tabs={tabs}>
      {customerId ? <Subscriptions customerId={customerId} /> : null}
    </OrganisationHeader>
  );
}

function Subscriptions({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsOrganisation');
  const toast = useToast();
  const canViewToggles = useCapability('toggles.view');
  const canSwitchToggles = useCapability('toggles.update');
  const machine = useMemo(
    () =>
      subscriptionsMachine.provide({
        actors: createSubscriptionsActors(api, customerId, canViewToggles),
      }),
    [api, customerId, canViewToggles],
  );
  const [snapshot, send] = useMachine(machine);
  const [switching, setSwitching] = useState<string | null>(null);

  // One call at a time, pending on its switch, then the record is read again: no machine.
  const switchToggle = async (toggle: FeatureToggle) => {
    setSwitching(toggle.toggleId);
    try {
      await api.updateCustomerToggle(customerId, toggle);
      toast.show(
        {
          title: t('organisation.toggles.switched', {
            toggle: toggle.toggleId,
            state: toggle.enabled ? t('organisation.toggles.on') : t('organisation.toggles.off'),
          }),
          tone: 'success',
        },
        { timeout: 5000 },
      );
      send({ type: 'record.reload' });
    } catch {
      toast.show({
        title: t('organisation.toggles.switchFailed', { toggle: toggle.toggleId }),
        tone: 'error',
      });
    } finally {
      setSwitching(null);
    }
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => (
        <SubscriptionsView
          record={record}
          canSwitchToggles={canSwitchToggles}
          switchingToggle={switching}
          onSwitchToggle={(toggle) => void switchToggle(toggle)}
        />
      )}
    </RecordContent>
  );
}
