import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { DestinationGroup } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createDestinationGroupRecordActors, type DestinationGroupWithChoices } from './actors';
import { destinationGroupList } from './destination-group-list';
import { DestinationGroupView } from './DestinationGroupView';

const destinationGroupMachine = createRecordMachine<DestinationGroupWithChoices>();

/** One destination group (with the names of what it holds); Delete asks first, then announces. */
export function DestinationGroupPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? (
    <DestinationGroupDetails customerId={customerId} uuid={uuid} />
  ) : null;
}

function DestinationGroupDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsDestinationGroups');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      destinationGroupMachine.provide({
        actors: createDestinationGroupRecordActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  const deleteGroup = async (group: DestinationGroup) => {
    try {
      await api.deleteDestinationGroup(customerId, group.uuid);
    } catch (error) {
      toast.show({
        title: t('destinationGroups.deleteFailed', { name: group.name }),
        tone: 'error',
      });
      throw error;
    }
    destinationGroupList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('destinationGroups.deleted', { name: group.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/destination-groups');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {({ group, choices }) =>
        group ? (
          <DestinationGroupView
            group={group}
            choices={choices}
            onDelete={() => deleteGroup(group)}
          />
        ) : null
      }
    </RecordContent>
  );
}
