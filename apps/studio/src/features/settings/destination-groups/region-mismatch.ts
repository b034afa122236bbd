import type { DestinationGroupChoices } from '@studio/api';

/**
 * The regions of a group's web channel and encoder channel when they differ (spec section 8:
 * a cross-region mismatch is a warning, never a refusal); null when they match or one is unset.
 */
export function regionMismatch(
  choices: DestinationGroupChoices,
  webChannelId: string | null,
  encoderChannelId: string | null,
): { webRegion: string; encoderRegion: string } | null {
  const web = choices.webChannels.find((choice) => choice.uuid === webChannelId);
  const encoder = choices.encoderChannels.find((choice) => choice.uuid === encoderChannelId);
  if (!web?.regionId || !encoder?.regionId || web.regionId === encoder.regionId) return null;
  return {
    webRegion: web.regionName ?? web.regionId,
    encoderRegion: encoder.regionName ?? encoder.regionId,
  };
}
