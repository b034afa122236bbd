import type { PlayerProfile } from '@studio/api';
import { effectivePlayback } from '@studio/domain';
import type { StudioT } from '../../../i18n';

/** How a profile plays, in a few words: "Autoplay, Loop" or "Background" or "Click to play". */
export function playbackSummary(
  t: StudioT<'settingsPlayerProfiles'>,
  profile: Pick<PlayerProfile, 'autoplay' | 'loop' | 'mute' | 'backgroundMode'>,
): string {
  if (profile.backgroundMode) return t('playerProfiles.playback.background');
  const playback = effectivePlayback(profile);
  const words = [
    playback.autoplay ? t('playerProfiles.playback.autoplay') : null,
    playback.loop ? t('playerProfiles.playback.loop') : null,
    playback.muted ? t('playerProfiles.playback.mute') : null,
  ].filter((word) => word !== null);
  return words.length > 0
    ? words.join(t('playerProfiles.playback.separator'))
    : t('playerProfiles.playback.clickToPlay');
}

export const contentTypeLabel = (
  t: StudioT<'settingsPlayerProfiles'>,
  profile: Pick<PlayerProfile, 'contentType'>,
) => t(`playerProfiles.contentType.${profile.contentType}`);
