import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { HardwareUnit } from '@studio/api';
import type { HardwareUnitFormValues } from '@studio/domain';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime } from '../../../app/runtime-context';
import { usePrefetchRules } from '../../settings/prefetch-rules';
import {
  createHardwareSubmitActors,
  createHardwareUnitActors,
  hardwareFormValuesOf,
  NEW_HARDWARE_UNIT,
  type HardwareLookups,
  type HardwareUnitDetails,
} from './actors';
import { HardwareFormView } from './HardwareFormView';

const detailsMachine = createRecordMachine<HardwareUnitDetails>();
const hardwareFormMachine = createFormMachine<HardwareUnitFormValues, HardwareUnit>();
const loadRules = () => import('./hardware-rules');

export function HardwareCreatePage() {
  return <HardwareFormData uuid={null} />;
}

export function HardwareEditPage() {
  const { uuid } = useParams();
  return uuid ? <HardwareFormData uuid={uuid} /> : null;
}

function HardwareFormData({ uuid }: { uuid: string | null }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => detailsMachine.provide({ actors: createHardwareUnitActors(api, uuid) }),
    [api, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(details) => <HardwareForm unit={details.unit} lookups={details.lookups} />}
    </RecordContent>
  );
}

function HardwareForm({ unit, lookups }: { unit: HardwareUnit | null; lookups: HardwareLookups }) {
  const { api } = useRuntime();
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  // The serial's letter follows the chosen model's type: the rules read it when they run.
  const lookupsRef = useRef(lookups);
  const machine = useMemo(
    () =>
      hardwareFormMachine.provide({ actors: createHardwareSubmitActors(api, unit?.uuid ?? null) }),
    [api, unit],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: unit ? hardwareFormValuesOf(unit) : NEW_HARDWARE_UNIT,
      validate: async (values: HardwareUnitFormValues) => {
        const model = lookupsRef.current.models.find((entry) => entry.uuid === values.modelId);
        return (await loadRules()).hardwareFormErrors(values, model?.type ?? null);
      },
    },
  });
  const saved = snapshot.context.result;
  usePrefetchRules(loadRules);

  useEffect(() => {
    if (!saved) return;
    toast.show(
      {
        title: t(unit ? 'hardware.saved' : 'hardware.created', { serial: saved.serialNumber }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/hardware/${saved.uuid}`, { replace: unit === null });
    // Runs once, when the saved unit arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  return (
    <HardwareFormView
      savedSerial={unit?.serialNumber}
      backHref={unit ? `/hardware/${unit.uuid}` : '/hardware'}
      lookups={lookups}
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={error && Object.keys(fieldErrors).length === 0 ? userMessageOf(error) : null}
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
