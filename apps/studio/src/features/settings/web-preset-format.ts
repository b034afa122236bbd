import type { TFunction } from 'i18next';

/** A channel number as people read it: 0 is "None" (spec: 0 means no input channel). */
export function channelLabel(t: TFunction<'settings'>, channel: number): string {
  return channel === 0 ? t('webPresets.channel.none') : String(channel);
}
