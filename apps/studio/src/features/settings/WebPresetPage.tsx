import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useMachine } from '@xstate/react';
import type { WebPreset } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { createWebPresetRecordActors } from './actors';
import { webPresetList } from './web-preset-list';
import { WebPresetView } from './WebPresetView';

const webPresetMachine = createRecordMachine<WebPreset>();

/** One web preset: read through the record machine; Delete asks first, then announces. */
export function WebPresetPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <WebPresetDetails customerId={customerId} uuid={uuid} /> : null;
}

function WebPresetDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settings');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => webPresetMachine.provide({ actors: createWebPresetRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  // One call whose only lifecycle is "pending" (the dialog shows it) and its outcome (a toast):
  // no machine needed. A failure keeps the dialog open for another try.
  const deletePreset = async (preset: WebPreset) => {
    try {
      await api.deleteWebPreset(customerId, preset.uuid);
    } catch (error) {
      toast.show({ title: t('webPresets.deleteFailed', { name: preset.name }), tone: 'error' });
      throw error;
    }
    webPresetList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('webPresets.deleted', { name: preset.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/web-presets');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(preset) => <WebPresetView preset={preset} onDelete={() => deletePreset(preset)} />}
    </RecordContent>
  );
}
