import { deleteAfterRangeOf, validationMessageKey } from '@studio/domain';
import type { StudioT } from '../../../i18n';
import { channelsEn } from './i18n/en';

type ChannelValidationKey = keyof (typeof channelsEn)['channelValidation'];

const isChannelValidationKey = (key: string): key is ChannelValidationKey =>
  key in channelsEn.channelValidation;

/**
 * A field's message in the person's language. The rules of @studio/domain and the server answer
 * with the same English text; its key finds the translation, and the retention bound's message
 * (which names the organisation's maximum) is read back with its number. A message without a
 * translation (a rule added to the server later) is shown as it came.
 */
export function translateChannelMessage(t: StudioT<'settingsChannels'>, message: string): string {
  const maxDays = deleteAfterRangeOf(message);
  if (maxDays !== undefined) return t('channelValidation.deleteAfterRange', { max: maxDays });
  const key = validationMessageKey(message);
  return key && isChannelValidationKey(key) ? t(`channelValidation.${key}`) : message;
}

/** "1 day", "14 days", or "Keep" when recordings are kept. */
export function daysLabel(t: StudioT<'settingsChannels'>, days: number | null | undefined): string {
  if (days === null || days === undefined) return t('encoderChannels.keep');
  return days === 1 ? t('encoderChannels.oneDay') : t('encoderChannels.days', { count: days });
}
