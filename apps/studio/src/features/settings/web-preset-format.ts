import type { StudioT } from '../../i18n';

/** A channel number as people read it: 0 is "None" (spec: 0 means no input channel). */
export function channelLabel(t: StudioT<'settings'>, channel: number): string {
  return channel === 0 ? t('webPresets.channel.none') : String(channel);
}
