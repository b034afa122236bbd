import type { EncoderPreset } from '@studio/api';
import type { StudioT } from '../../../i18n';

/** "1080p at 30 fps". */
export const videoSummary = (t: StudioT<'settingsEncoderPresets'>, preset: EncoderPreset) =>
  t('encoderPresets.videoSummary', {
    resolution: preset.resolution ?? '',
    frameRate: String(preset.frameRate ?? ''),
  });

/** "6000 kbps". */
export const bitrateLabel = (t: StudioT<'settingsEncoderPresets'>, preset: EncoderPreset) =>
  preset.bitrateKbps === undefined
    ? ''
    : t('encoderPresets.bitrateValue', { kbps: String(preset.bitrateKbps) });

/** "1, 2, 3, 4". */
export const audioChannelsLabel = (preset: EncoderPreset) =>
  (preset.audioChannels ?? []).join(', ');
