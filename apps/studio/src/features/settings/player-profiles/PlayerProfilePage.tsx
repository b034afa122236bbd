import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { PlayerProfile } from '@studio/api';
import { BACKGROUND_MODE_PROFILE_ID, PLAYER_CONTROL_COLOR_DEFAULT } from '@studio/domain';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import { createPlayerProfileRecordActors } from './actors';
import { playerProfileList } from './player-profile-list';
import { PlayerProfileView } from './PlayerProfileView';

const playerProfileMachine = createRecordMachine<PlayerProfile>();

/** One player profile: read through the record machine; Delete asks first, then announces. */
export function PlayerProfilePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <PlayerProfileDetails customerId={customerId} uuid={uuid} /> : null;
}

/**
 * `/settings/player-profiles/background-mode`: the built-in profile of the list (spec section 3),
 * never stored, shown with its preview and without Edit or Delete.
 */
export function BackgroundModeProfilePage() {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsPlayerProfiles');
  const profile: PlayerProfile = {
    uuid: BACKGROUND_MODE_PROFILE_ID,
    name: t('playerProfiles.backgroundModeEntry.name'),
    contentType: 'on_demand',
    autoplay: true,
    loop: true,
    mute: true,
    backgroundMode: true,
    callToAction: null,
    controlColor: PLAYER_CONTROL_COLOR_DEFAULT,
    qrClickLabel: null,
    restrictPlaybackWhenLive: false,
    hidePlaylistOnLoad: false,
  };
  return <PlayerProfileView profile={profile} videoUrl={api.playerPreviewVideoUrl()} />;
}

function PlayerProfileDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsPlayerProfiles');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      playerProfileMachine.provide({
        actors: createPlayerProfileRecordActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  // One call whose only lifecycle is "pending" (the dialog shows it) and its outcome (a toast).
  const deleteProfile = async (profile: PlayerProfile) => {
    try {
      await api.deletePlayerProfile(customerId, profile.uuid);
    } catch (error) {
      toast.show({
        title: t('playerProfiles.deleteFailed', { name: profile.name }),
        tone: 'error',
      });
      throw error;
    }
    playerProfileList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('playerProfiles.deleted', { name: profile.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/player-profiles');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(profile) => (
        <PlayerProfileView
          profile={profile}
          videoUrl={api.playerPreviewVideoUrl()}
          onDelete={() => deleteProfile(profile)}
        />
      )}
    </RecordContent>
  );
}
