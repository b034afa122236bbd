import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Region } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useRuntime, useSession } from '../../../app/runtime-context';
import type { UploadSettings } from './upload-actors';
import { UploadQueue } from './upload-queue';
import { UploadView, type UploadSettingsValues } from './UploadView';

const regionsMachine = createRecordMachine<Region[]>();

const DEFAULT_SETTINGS: UploadSettingsValues = {
  videoType: 'library',
  availability: 'immediately',
  expiryDate: '',
  regionId: '',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's values as createUpload takes them: the expiry at the end of the chosen day (UTC). */
export function uploadSettingsOf(values: UploadSettingsValues): UploadSettings {
  return {
    videoType: values.videoType,
    availability: values.availability,
    expiresAt: DATE.test(values.expiryDate) ? `${values.expiryDate}T23:59:59Z` : null,
    ...(values.regionId ? { regionId: values.regionId } : {}),
  };
}

export function UploadPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <Uploads customerId={customerId} /> : null;
}

function Uploads({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const [queue] = useState(() => new UploadQueue(api, customerId));
  useEffect(() => {
    queue.open();
    return () => queue.close();
  }, [queue]);
  const state = useSyncExternalStore(queue.subscribe, queue.getState);
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  // The regions are a lookup (cached 120 s); without them the organisation's default applies.
  const machine = useMemo(
    () =>
      regionsMachine.provide({
        actors: { fetchRecord: fromPromise(({ signal }) => api.listRegions({ signal })) },
      }),
    [api],
  );
  const [regions] = useMachine(machine);
  return (
    <UploadView
      settings={settings}
      regions={(regions.context.data ?? []).map((region) => ({
        id: region.uuid,
        name: region.name,
      }))}
      onSettingsChange={(change) => setSettings((current) => ({ ...current, ...change }))}
      entries={state.entries}
      rates={state.rates}
      onFilesChosen={(files) => queue.add(files, uploadSettingsOf(settings))}
      onStart={(key) => queue.start(key)}
      onStartAll={() => queue.startAll()}
      onPause={(key) => queue.pause(key)}
      onResume={(key) => queue.resume(key)}
      onCancel={(key) => queue.cancel(key)}
      onRetry={(key) => queue.retry(key)}
      onRemove={(key) => queue.remove(key)}
    />
  );
}
