import { ENCODER_PRESET } from './constants.js';

/*
 * What the encoder preset form computes as it renders, without yup: the schema of
 * presets-venues-validation.ts is fetched when the form first checks (docs/performance.md).
 */

/** The highest bitrate a preset may ask for at a resolution and frame rate (kbps). */
export function maxEncoderBitrateKbps(resolution: string, frameRate: number): number {
  const [atOrBelow30, above30] =
    resolution === ENCODER_PRESET.uhdResolution
      ? ENCODER_PRESET.maxBitrateKbps.uhd
      : ENCODER_PRESET.maxBitrateKbps.hd;
  return frameRate > 30 ? above30 : atOrBelow30;
}
