import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { EncoderPreset, EncoderPresetOptions } from '@studio/api';
import { ENCODER_PRESET } from '@studio/domain';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  createEncoderPresetFormDataActors,
  createEncoderPresetSubmitActors,
  encoderPresetList,
  type EncoderPresetFormData,
  type EncoderPresetFormValues,
} from './actors';
import { EncoderPresetFormView } from './EncoderPresetFormView';
import { usePrefetchRules } from '../prefetch-rules';

const encoderPresetFormMachine = createFormMachine<EncoderPresetFormValues, EncoderPreset>();
const formDataMachine = createRecordMachine<EncoderPresetFormData>();

/** The rules with yup, fetched on the first submit at the latest (prefetched once the form shows). */
const loadRules = () => import('./encoder-preset-rules');
const validate = async (values: EncoderPresetFormValues) =>
  (await loadRules()).encoderPresetFieldErrors(values);

/** A new preset: 1080p at 30 fps and 6 Mbps, stereo from channels 1 and 2. */
export function newEncoderPreset(version: 1 | 2): EncoderPresetFormValues {
  return {
    name: '',
    customName: '',
    version,
    videoFormat: 'auto',
    resolution: '1080p',
    frameRate: 30,
    bitrateKbps: 6000,
    audioChannels: [...ENCODER_PRESET.defaultAudioChannels],
  };
}

export function formValuesOf(preset: EncoderPreset): EncoderPresetFormValues {
  return {
    name: preset.name,
    customName: preset.customName ?? '',
    version: preset.version ?? 1,
    videoFormat: preset.videoFormat ?? 'auto',
    resolution: preset.resolution ?? '1080p',
    frameRate: preset.frameRate ?? 30,
    bitrateKbps: preset.bitrateKbps ?? 6000,
    audioChannels: preset.audioChannels ?? [...ENCODER_PRESET.defaultAudioChannels],
  };
}

/** `/settings/encoder-presets/create`: a version 1 preset. */
export function EncoderPresetCreatePage() {
  return <EncoderPresetFormData uuid={null} version={1} />;
}

/** `/settings/encoder-presets/create/v2`: the create pane with the version-2 flag. */
export function EncoderPresetCreateVersion2Page() {
  return <EncoderPresetFormData uuid={null} version={2} />;
}

export function EncoderPresetEditPage() {
  const { uuid } = useParams();
  return uuid ? <EncoderPresetFormData uuid={uuid} version={null} /> : null;
}

/** Reads the plan's choices (and the preset when editing), then shows the form. */
function EncoderPresetFormData({ uuid, version }: { uuid: string | null; version: 1 | 2 | null }) {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId) ?? '';
  const machine = useMemo(
    () =>
      formDataMachine.provide({
        actors: createEncoderPresetFormDataActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  if (!customerId) return null;
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {({ options, preset }) => (
        <EncoderPresetForm
          customerId={customerId}
          options={options}
          preset={preset}
          version={version ?? 1}
        />
      )}
    </RecordContent>
  );
}

function EncoderPresetForm({
  customerId,
  options,
  preset,
  version,
}: {
  customerId: string;
  options: EncoderPresetOptions;
  preset: EncoderPreset | null;
  version: 1 | 2;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsEncoderPresets');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      encoderPresetFormMachine.provide({
        actors: createEncoderPresetSubmitActors(api, customerId, preset?.uuid ?? null),
      }),
    [api, customerId, preset],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { values: preset ? formValuesOf(preset) : newEncoderPreset(version), validate },
  });
  const saved = snapshot.context.result;
  usePrefetchRules(loadRules);

  useEffect(() => {
    if (!saved) return;
    encoderPresetList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: t(preset ? 'encoderPresets.saved' : 'encoderPresets.created', { name: saved.name }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/settings/encoder-presets/${saved.uuid}`, { replace: preset === null });
    // Runs once, when the saved preset arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <EncoderPresetFormView
      savedName={preset?.name}
      backHref={preset ? `/settings/encoder-presets/${preset.uuid}` : '/settings/encoder-presets'}
      options={options}
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
