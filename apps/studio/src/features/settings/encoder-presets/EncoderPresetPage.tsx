import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { EncoderPreset } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createEncoderPresetRecordActors, encoderPresetList } from './actors';
import { EncoderPresetView } from './EncoderPresetView';

const encoderPresetMachine = createRecordMachine<EncoderPreset>();

/** One encoder preset: read through the record machine; Delete asks first, then announces. */
export function EncoderPresetPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <EncoderPresetDetails customerId={customerId} uuid={uuid} /> : null;
}

function EncoderPresetDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsEncoderPresets');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      encoderPresetMachine.provide({
        actors: createEncoderPresetRecordActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  const deletePreset = async (preset: EncoderPreset) => {
    try {
      await api.deleteEncoderPreset(customerId, preset.uuid);
    } catch (error) {
      toast.show({ title: t('encoderPresets.deleteFailed', { name: preset.name }), tone: 'error' });
      throw error;
    }
    encoderPresetList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('encoderPresets.deleted', { name: preset.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/encoder-presets');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(preset) => <EncoderPresetView preset={preset} onDelete={() => deletePreset(preset)} />}
    </RecordContent>
  );
}
