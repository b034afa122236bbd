import { libraryFeedsEn } from './en';
import { libraryFeedsEs } from './es';

/** The `libraryFeeds` namespace, fetched with the feed routes only (docs/i18n.md). */
export const libraryFeedsStrings = { en: libraryFeedsEn, es: libraryFeedsEs } as const;
