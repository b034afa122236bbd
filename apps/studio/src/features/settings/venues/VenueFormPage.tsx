import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { Venue } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  createVenueFormDataActors,
  createVenueSubmitActors,
  venueList,
  type VenueFormData,
  type VenueFormValues,
} from './actors';
import { VenueFormView } from './VenueFormView';
import { usePrefetchRules } from '../prefetch-rules';

const venueFormMachine = createFormMachine<VenueFormValues, Venue>();
const formDataMachine = createRecordMachine<VenueFormData>();

/** The rules with yup, fetched on the first submit at the latest (prefetched once the form shows). */
const loadRules = () => import('./venue-rules');
const validateCreate = async (values: VenueFormValues) =>
  (await loadRules()).venueCreateFieldErrors(values);
const validateEdit = async (values: VenueFormValues) =>
  (await loadRules()).venueUpdateFieldErrors(values);

export const NEW_VENUE: VenueFormValues = {
  username: '',
  password: '',
  passwordConfirmation: '',
  licenceType: '',
  encoderChannelIds: [],
  decoderMode: 'Cloud',
};

export function formValuesOf(venue: Venue): VenueFormValues {
  return {
    ...NEW_VENUE,
    username: venue.username,
    licenceType: venue.licenceType,
    encoderChannelIds: venue.encoderChannelIds ?? [],
    decoderMode: venue.decoderMode ?? 'Cloud',
  };
}

export function VenueCreatePage() {
  return <VenueFormData uuid={null} />;
}

export function VenueEditPage() {
  const { uuid } = useParams();
  return uuid ? <VenueFormData uuid={uuid} /> : null;
}

/** Reads the licences left and the channels (and the venue when editing), then shows the form. */
function VenueFormData({ uuid }: { uuid: string | null }) {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId) ?? '';
  const machine = useMemo(
    () => formDataMachine.provide({ actors: createVenueFormDataActors(api, customerId, uuid) }),
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
      {(data) => <VenueForm customerId={customerId} data={data} />}
    </RecordContent>
  );
}

function VenueForm({ customerId, data }: { customerId: string; data: VenueFormData }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsVenues');
  const toast = useToast();
  const navigate = useNavigate();
  const { venue } = data;
  const machine = useMemo(
    () =>
      venueFormMachine.provide({
        actors: createVenueSubmitActors(api, customerId, venue?.uuid ?? null),
      }),
    [api, customerId, venue],
  );
  const [snapshot, send] = useMachine(machine, {
    input: venue
      ? { values: formValuesOf(venue), validate: validateEdit }
      : { values: NEW_VENUE, validate: validateCreate },
  });
  const saved = snapshot.context.result;
  usePrefetchRules(loadRules);

  useEffect(() => {
    if (!saved) return;
    venueList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: t(venue ? 'venues.saved' : 'venues.created', { name: saved.username }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/settings/venues/${saved.uuid}`, { replace: venue === null });
    // Runs once, when the saved venue arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <VenueFormView
      savedName={venue?.username}
      heldLicenceType={venue?.licenceType}
      backHref={venue ? `/settings/venues/${venue.uuid}` : '/settings/venues'}
      availability={data.availability}
      channels={data.channels}
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
