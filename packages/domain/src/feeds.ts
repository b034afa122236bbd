import { TEXT_LIMITS } from './constants.js';

/**
 * Podcast feeds of playlists (the contract's `Feed` and `FeedInput`): the bounds, the Apple
 * Podcasts categories, the rules a feed form and the server share, and their messages. Plain
 * functions, no yup, so the feed screens check a form without loading a schema library.
 */
export const FEED_LIMITS = {
  nameMax: TEXT_LIMITS.playlistName,
  descriptionMax: 4000,
  authorMax: 128,
  languageMax: 35,
  imageUrlMax: 2048,
} as const;

/** The contract's `FeedCategory`: Apple Podcasts' top-level categories. */
export const FEED_CATEGORIES = [
  'Arts',
  'Business',
  'Comedy',
  'Education',
  'Fiction',
  'Government',
  'Health & Fitness',
  'History',
  'Kids & Family',
  'Leisure',
  'Music',
  'News',
  'Religion & Spirituality',
  'Science',
  'Society & Culture',
  'Sports',
  'Technology',
  'True Crime',
  'TV & Film',
] as const;
export type FeedCategory = (typeof FEED_CATEGORIES)[number];

export const FEED_DEFAULT_CATEGORY: FeedCategory = 'Society & Culture';
export const FEED_DEFAULT_LANGUAGE = 'en';

/** A BCP 47 tag as podcast apps read it: `en`, `es-MX`, `zh-Hant-TW`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const FEED_MESSAGES = {
  nameRequired: 'Feed name is required.',
  nameMax: `Feed name must be at most ${FEED_LIMITS.nameMax} characters.`,
  nameExists: 'A feed with this name already exists.',
  descriptionMax: `Description must be at most ${FEED_LIMITS.descriptionMax} characters.`,
  authorMax: `Author must be at most ${FEED_LIMITS.authorMax} characters.`,
  language: 'Enter a language code such as en or es-MX.',
  category: 'Choose a podcast category.',
  imageUrl: 'Enter the cover image as a full address starting with https:// or http://.',
  playlist: 'Choose one of your playlists, or the whole library.',
} as const;

export type FeedMessageKey = keyof typeof FEED_MESSAGES;

/** What a person sets on a feed (the contract's `FeedInput`, defaults applied). */
export interface FeedFields {
  name: string;
  description: string;
  author: string;
  language: string;
  category: FeedCategory;
  explicit: boolean;
  imageUrl: string | null;
  playlistId: string | null;
  enabled: boolean;
}

function isWebAddress(value: string): boolean {
  if (value.length > FEED_LIMITS.imageUrlMax) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Every refused field of a feed form or request body, by field name, with its message key.
 * Values arrive untyped from a request body, so each is checked for its type too. Whether the
 * playlist is one of the organisation's is the server's to say.
 */
export function feedFieldProblems(
  input: Record<string, unknown>,
): Partial<Record<keyof FeedFields, FeedMessageKey>> {
  const problems: Partial<Record<keyof FeedFields, FeedMessageKey>> = {};
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') problems.name = 'nameRequired';
  else if (name.length > FEED_LIMITS.nameMax) problems.name = 'nameMax';
  const { description, author, language, category, imageUrl, playlistId } = input;
  if (
    description !== undefined &&
    (typeof description !== 'string' || description.length > FEED_LIMITS.descriptionMax)
  )
    problems.description = 'descriptionMax';
  if (author !== undefined && (typeof author !== 'string' || author.length > FEED_LIMITS.authorMax))
    problems.author = 'authorMax';
  if (
    language !== undefined &&
    (typeof language !== 'string' ||
      language.length > FEED_LIMITS.languageMax ||
      !LANGUAGE_TAG.test(language))
  )
    problems.language = 'language';
  if (category !== undefined && !(FEED_CATEGORIES as readonly unknown[]).includes(category))
    problems.category = 'category';
  if (
    imageUrl !== undefined &&
    imageUrl !== null &&
    imageUrl !== '' &&
    (typeof imageUrl !== 'string' || !isWebAddress(imageUrl))
  )
    problems.imageUrl = 'imageUrl';
  if (playlistId !== undefined && playlistId !== null && typeof playlistId !== 'string')
    problems.playlistId = 'playlist';
  return problems;
}
