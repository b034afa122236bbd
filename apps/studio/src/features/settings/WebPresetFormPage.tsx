import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useMachine } from '@xstate/react';
import type { WebPreset } from '@studio/api';
import { WEB_PRESET_DEFAULT } from '@studio/domain';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import {
  createWebPresetRecordActors,
  createWebPresetSubmitActors,
  type WebPresetFormValues,
} from './actors';
import { webPresetList } from './web-preset-list';
import { WebPresetFormView } from './WebPresetFormView';
import { usePrefetchRules } from './prefetch-rules';

const webPresetFormMachine = createFormMachine<WebPresetFormValues, WebPreset>();
const webPresetMachine = createRecordMachine<WebPreset>();

const loadRules = () => import('./web-preset-rules');
/** The rule with yup, fetched on the first submit at the latest (the form prefetches it once shown). */
const validate = async (values: WebPresetFormValues) =>
  (await loadRules()).webPresetFieldErrors(values);

/** A new preset starts from the default, which the person must change (spec section 5). */
const NEW_PRESET: WebPresetFormValues = { name: '', ...WEB_PRESET_DEFAULT };

export function WebPresetCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <WebPresetForm customerId={customerId} preset={null} /> : null;
}

/** Edit reads the preset (record machine), then hands it to the same form. */
export function WebPresetEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <WebPresetEdit customerId={customerId} uuid={uuid} /> : null;
}

function WebPresetEdit({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => webPresetMachine.provide({ actors: createWebPresetRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(preset) => <WebPresetForm customerId={customerId} preset={preset} />}
    </RecordContent>
  );
}

function WebPresetForm({ customerId, preset }: { customerId: string; preset: WebPreset | null }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settings');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      webPresetFormMachine.provide({
        actors: createWebPresetSubmitActors(api, customerId, preset?.uuid ?? null),
      }),
    [api, customerId, preset],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: preset
        ? {
            name: preset.name,
            videoChannel: preset.videoChannel,
            leftAudioChannel: preset.leftAudioChannel,
            rightAudioChannel: preset.rightAudioChannel,
            deinterlace: preset.deinterlace,
          }
        : NEW_PRESET,
      validate,
    },
  });
  const saved = snapshot.context.result;

  usePrefetchRules(loadRules);

  // The machine has ended with the saved preset: announce it, refresh the list, show the preset.
  useEffect(() => {
    if (!saved) return;
    webPresetList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: t(preset ? 'webPresets.saved' : 'webPresets.created', { name: saved.name }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/settings/web-presets/${saved.uuid}`, { replace: preset === null });
    // Runs once, when the saved preset arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <WebPresetFormView
      savedName={preset?.name}
      backHref={preset ? `/settings/web-presets/${preset.uuid}` : '/settings/web-presets'}
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
