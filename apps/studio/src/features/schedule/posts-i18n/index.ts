import { schedulePostsEn } from './en';
import { schedulePostsEs } from './es';

/** The `schedulePosts` namespace, fetched with the post routes only (docs/i18n.md). */
export const schedulePostsStrings = { en: schedulePostsEn, es: schedulePostsEs } as const;
