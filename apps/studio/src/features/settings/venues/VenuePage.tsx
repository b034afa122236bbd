import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { Venue } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useSubjectEvents } from '../../../app/subject-events';
import {
  createVenuePasswordActors,
  createVenueRecordActors,
  venueList,
  type VenueDetails,
  type VenuePasswordValues,
} from './actors';
import { VenuePasswordFormView } from './VenuePasswordFormView';
import { VenueView } from './VenueView';
import { usePrefetchRules } from '../prefetch-rules';

const venueMachine = createRecordMachine<VenueDetails>();
const passwordFormMachine = createFormMachine<VenuePasswordValues, true>();
/** The rule with yup, fetched when the password dialog opens, awaited on its first submit. */
const loadRules = () => import('./venue-rules');
const validatePassword = async (values: VenuePasswordValues) =>
  (await loadRules()).venuePasswordFieldErrors(values);

/** One venue: read through the record machine; change password and remove, each asked first. */
export function VenuePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <VenueDetailsPage customerId={customerId} uuid={uuid} /> : null;
}

function VenueDetailsPage({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsVenues');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => venueMachine.provide({ actors: createVenueRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  // The decoder's reports change what the page shows: a new status reads the venue again.
  useSubjectEvents(api, customerId, 'venue.state', uuid, () => send({ type: 'record.reload' }));

  const deleteVenue = async (venue: Venue) => {
    try {
      await api.deleteVenue(customerId, venue.uuid);
    } catch (error) {
      toast.show({ title: t('venues.deleteFailed', { name: venue.username }), tone: 'error' });
      throw error;
    }
    venueList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('venues.deleted', { name: venue.username }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/venues');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {({ venue, channels }) => (
        <VenueView
          venue={venue}
          channels={channels}
          onDelete={() => deleteVenue(venue)}
          renderPasswordForm={(close) => (
            <VenuePasswordForm customerId={customerId} venue={venue} onDone={close} />
          )}
        />
      )}
    </RecordContent>
  );
}

/** The change-password form in its dialog: its own form machine, announced when done. */
function VenuePasswordForm({
  customerId,
  venue,
  onDone,
}: {
  customerId: string;
  venue: Venue;
  onDone(): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsVenues');
  const toast = useToast();
  const machine = useMemo(
    () =>
      passwordFormMachine.provide({
        actors: createVenuePasswordActors(api, customerId, venue.uuid),
      }),
    [api, customerId, venue.uuid],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { values: { password: '', passwordConfirmation: '' }, validate: validatePassword },
  });
  const changed = snapshot.context.result;
  usePrefetchRules(loadRules);
  useEffect(() => {
    if (!changed) return;
    toast.show(
      { title: t('venues.passwordChanged', { name: venue.username }), tone: 'success' },
      { timeout: 5000 },
    );
    onDone();
    // Runs once, when the change is accepted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed]);
  const { error, fieldErrors } = snapshot.context;
  return (
    <VenuePasswordFormView
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
      onCancel={onDone}
    />
  );
}
