import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { PlayerProfile } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import { createPlayerProfileRecordActors, createPlayerProfileSubmitActors } from './actors';
import {
  formValuesOf,
  NEW_PLAYER_PROFILE,
  type PlayerProfileFormValues,
} from './player-profile-form';
import { playerProfileList } from './player-profile-list';
import { PlayerProfileFormView } from './PlayerProfileFormView';
import { usePrefetchRules } from '../prefetch-rules';

const playerProfileFormMachine = createFormMachine<PlayerProfileFormValues, PlayerProfile>();
const playerProfileMachine = createRecordMachine<PlayerProfile>();

const loadRules = () => import('./validate-player-profile');
/** The rules with yup, fetched on the first submit at the latest (prefetched once the form shows). */
const validate = async (values: PlayerProfileFormValues) =>
  (await loadRules()).validatePlayerProfile(values);

export function PlayerProfileCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <PlayerProfileForm customerId={customerId} profile={null} /> : null;
}

/** Edit reads the profile (record machine), then hands it to the same form. */
export function PlayerProfileEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <PlayerProfileEdit customerId={customerId} uuid={uuid} /> : null;
}

function PlayerProfileEdit({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      playerProfileMachine.provide({
        actors: createPlayerProfileRecordActors(api, customerId, uuid),
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
      {(profile) => <PlayerProfileForm customerId={customerId} profile={profile} />}
    </RecordContent>
  );
}

function PlayerProfileForm({
  customerId,
  profile,
}: {
  customerId: string;
  profile: PlayerProfile | null;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsPlayerProfiles');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      playerProfileFormMachine.provide({
        actors: createPlayerProfileSubmitActors(api, customerId, profile?.uuid ?? null),
      }),
    [api, customerId, profile],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: profile ? formValuesOf(profile) : NEW_PLAYER_PROFILE,
      validate,
    },
  });
  const saved = snapshot.context.result;

  usePrefetchRules(loadRules);

  // The machine has ended with the saved profile: announce it, refresh the list, show the profile.
  useEffect(() => {
    if (!saved) return;
    playerProfileList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: t(profile ? 'playerProfiles.saved' : 'playerProfiles.created', { name: saved.name }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/settings/player-profiles/${saved.uuid}`, { replace: profile === null });
    // Runs once, when the saved profile arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <PlayerProfileFormView
      savedName={profile?.name}
      backHref={profile ? `/settings/player-profiles/${profile.uuid}` : '/settings/player-profiles'}
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      videoUrl={api.playerPreviewVideoUrl()}
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
