import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { DestinationGroup } from '@studio/api';
import { ERROR_MESSAGES } from '@studio/domain';
import { createFormMachine, createRecordMachine, type MachineError } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  createDestinationGroupRecordActors,
  createDestinationGroupSubmitActors,
  type DestinationGroupFormValues,
  type DestinationGroupWithChoices,
} from './actors';
import { destinationGroupList } from './destination-group-list';
import { DestinationGroupFormView } from './DestinationGroupFormView';
import { usePrefetchRules } from '../prefetch-rules';

const destinationGroupFormMachine = createFormMachine<
  DestinationGroupFormValues,
  DestinationGroup
>();
const destinationGroupMachine = createRecordMachine<DestinationGroupWithChoices>();

/** The rules with yup, fetched on the first submit at the latest (prefetched once the form shows). */
const loadRules = () => import('./destination-group-rules');
const validate = async (values: DestinationGroupFormValues) =>
  (await loadRules()).destinationGroupFieldErrors(values);

const NEW_GROUP: DestinationGroupFormValues = {
  name: '',
  enabled: true,
  softwareEncoderEnabled: false,
  webEventProfileId: null,
  encoderChannelId: null,
  rtmpDestinationIds: [],
  crossposts: [],
};

export function DestinationGroupCreatePage() {
  return <DestinationGroupFormLoader uuid={null} />;
}

export function DestinationGroupEditPage() {
  const { uuid } = useParams();
  return uuid ? <DestinationGroupFormLoader uuid={uuid} /> : null;
}

/** Reads what the form offers (and, for an edit, the group), then shows the form. */
function DestinationGroupFormLoader({ uuid }: { uuid: string | null }) {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <DestinationGroupRecord customerId={customerId} uuid={uuid} /> : null;
}

function DestinationGroupRecord({ customerId, uuid }: { customerId: string; uuid: string | null }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      destinationGroupMachine.provide({
        actors: createDestinationGroupRecordActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => <DestinationGroupForm customerId={customerId} record={record} />}
    </RecordContent>
  );
}

/**
 * A refusal that names no field, in the person's language: the spec's own 403 for a create
 * without Admin, the catalogue message otherwise.
 */
function useFormErrorMessage(error: MachineError | null, namesAField: boolean): string | null {
  const { t } = useTranslation('settingsDestinationGroups');
  if (!error || namesAField) return null;
  const adminRequired = error.errors.some(
    (item) => item.message === ERROR_MESSAGES.destinationGroupAdminRequired,
  );
  return adminRequired ? t('destinationGroups.adminRequired') : error.message;
}

function DestinationGroupForm({
  customerId,
  record: { group, choices },
}: {
  customerId: string;
  record: DestinationGroupWithChoices;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsDestinationGroups');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      destinationGroupFormMachine.provide({
        actors: createDestinationGroupSubmitActors(api, customerId, group?.uuid ?? null),
      }),
    [api, customerId, group],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: group
        ? {
            name: group.name,
            enabled: group.enabled,
            softwareEncoderEnabled: group.softwareEncoderEnabled,
            webEventProfileId: group.webEventProfileId ?? null,
            encoderChannelId: group.encoderChannelId ?? null,
            rtmpDestinationIds: group.rtmpDestinationIds,
            crossposts: group.crossposts,
          }
        : NEW_GROUP,
      validate,
    },
  });
  const saved = snapshot.context.result;
  usePrefetchRules(loadRules);

  useEffect(() => {
    if (!saved) return;
    destinationGroupList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: t(group ? 'destinationGroups.saved' : 'destinationGroups.created', {
          name: saved.name,
        }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/settings/destination-groups/${saved.uuid}`, { replace: group === null });
    // Runs once, when the saved group arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const formError = useFormErrorMessage(error, Object.keys(fieldErrors).length > 0);
  return (
    <DestinationGroupFormView
      {...(group ? { savedName: group.name } : {})}
      backHref={
        group ? `/settings/destination-groups/${group.uuid}` : '/settings/destination-groups'
      }
      values={snapshot.context.values}
      choices={choices}
      fieldErrors={fieldErrors}
      formError={formError}
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
