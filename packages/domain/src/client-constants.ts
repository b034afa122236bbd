/**
 * The constants the studio's client needs before any page has loaded (its calls' caching, retries
 * and polling, languages, headers, error codes). They are a module of their own because a bundler
 * puts a shared module in one piece where its first user is: in `constants.ts` they brought every
 * feature's field limits into the sign-in page's entry chunk.
 */
export const LIST_CACHE_FRESHNESS_MS = 120_000;
export const LOOKUP_CACHE_MS = 120_000;
export const TOKEN_REPLAY_WAIT_MS = 2_000;
export const RETRY_COUNT = 3;
export const RETRY_INITIAL_DELAY_MS = 1_000;
export const RETRY_STATUSES = [429, 502, 503, 504] as const;
export const IDEMPOTENT_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const;
export const INTERVAL_POLLING_DEFAULT_MS = 60_000;
export const INTERVAL_POLLING_MINIMUM_MS = 16;
export const EXPORTED_INTERVALS_MS = [5_000, 60_000, 120_000, 60_000] as const;

export const PAGE_SIZE = 50;
export const EXPORT_PAGE_SIZE = 1_000;
export const EXPORT_MAX_PAGES = 100;
export const PLAYLIST_FETCH_CONCURRENCY = 4;

export const SESSION_REPLAY_SAMPLE_RATE = 0;
export const ON_ERROR_REPLAY_SAMPLE_RATE = 1;
export const BANNER_Z_INDEX = 1000;
export const LANGUAGES = ['en', 'es'] as const;
export const FALLBACK_LANGUAGE = 'en';

/** Headers every call carries besides Authorization. */
export const REQUEST_TRACKING_HEADER = 'X-Request-Id';
/** Error code the token endpoint answers when the refresh cookie is unknown, expired or revoked. */
export const INVALID_REFRESH_TOKEN_CODE = 'INVALID_REFRESH_TOKEN';
/** Error code the token endpoint answers for a wrong user name or password. */
export const INVALID_CREDENTIALS_CODE = 'INVALID_CREDENTIALS';
