import { channelsEn } from './en';
import { channelsEs } from './es';

/**
 * The `settingsChannels` namespace: the encoder channel and web channel areas of the settings,
 * fetched with their routes beside the shared `settings` namespace (docs/i18n.md).
 */
export const settingsChannelsStrings = { en: channelsEn, es: channelsEs } as const;
