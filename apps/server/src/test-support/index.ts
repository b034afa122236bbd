/**
 * Helpers for server tests, shared with the contract walk test: a fresh app per test, sign-in
 * of seeded users, and validation of answers against the contract's response schemas.
 */
export { buildTestApp, refreshCookieOf, signIn, type SignedIn } from './app';
export { openEmptyTestDatabase, openTestDatabase } from './database';
export { buildRequest, type BuiltRequest, type RequestOptions } from './contract-requests';
export { compareSchemaWithDatabase } from './schema-diff';
export {
  ContractResponseValidator,
  type ContractAnswer,
  type ResponseCheck,
} from './contract-responses';
export {
  DEMO_PASSWORD,
  DEMO_USERS,
  ORGANISATION_IDS,
  PLAYER_PROFILE_IDS,
  REGION_IDS,
  WEB_PRESET_IDS,
  ENCODER_CHANNEL_IDS,
  WEB_CHANNEL_IDS,
  ENCODER_PRESET_IDS,
  DEMO_VENUES,
  MEDIA_IDS,
} from '../seed/demo-data';
export { injectOnce } from './inject-once';
export { eventually, eventuallyDefined, EVENTUALLY_DEADLINE_MS } from './eventually';
export { makeMediaFixture, makeSpokenMediaFixture, type MediaFixtureKind } from './media-fixtures';
