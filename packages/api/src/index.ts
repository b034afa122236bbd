export {
  ApiError,
  isApiError,
  toErrorList,
  NETWORK_ERROR_CODE,
  UNKNOWN_ERROR_CODE,
  type ApiErrorItem,
} from './errors.js';
export {
  createStudioApi,
  type StudioApi,
  type StudioApiOptions,
  type CallOptions,
  type LookupOptions,
  type Credentials,
  type OnBehalfOfCredentials,
  type AnalyticsExportRequest,
  type StatisticsRequest,
  type PageCallOptions,
  type ClipListOptions,
  type PostListOptions,
  type UserListOptions,
  type HardwareUnitQuery,
  type EncoderSearchQuery,
  type SystemLogQuery,
  type LibrarySearchOptions,
  type LibrarySearchPage,
} from './studio-api.js';
export {
  subscribeSystemEvents,
  readEventStream,
  RECONNECT_INITIAL_MS,
  RECONNECT_MAX_MS,
  type SystemEvent,
  type SystemEventStreamStatus,
  type SystemEventSubscription,
  type SystemEventSubscriptionOptions,
  type SystemEventStreamDependencies,
  type EventStreamMessage,
} from './system-events.js';
export { SESSION_EXPIRED_CODE, type SessionCallbacks, type TokenGrant } from './session.js';
export { createMemoryTokenStore, type TokenStore } from './token-store.js';
export type { ApiLogger } from './logger.js';
export type { FetchLike } from './transport.js';
export { unwrap, type DataOf } from './unwrap.js';
export {
  ENVIRONMENTS,
  SERVICES,
  baseUrlFor,
  isEnvironment,
  type Environment,
  type ServiceName,
  type BaseUrlOptions,
  type BaseUrlOverrides,
} from './environments.js';
export {
  createFreshnessCache,
  type FreshnessCache,
  type CacheReadOptions,
} from './freshness-cache.js';
export { mapWithConcurrency } from './concurrency.js';
export type { StudioClients } from './services.js';
export type * from './models.js';
export type {
  paths as CentralV3Paths,
  components as CentralV3Components,
} from './generated/central-v3.js';
export type { paths as V2Paths, components as V2Components } from './generated/v2.js';
export {
  collectAllPages,
  fetchLinkedPage,
  followLinkPages,
  type LinkedPage,
  type PagingOptions,
} from './paging.js';
export { parseLinkHeader } from './link-header.js';
export {
  exportPages,
  exportCsv,
  nextExportOffset,
  type ExportRow,
  type ExportPageQuery,
  type ExportPagerOptions,
  type ExportPageFetcher,
} from './analytics-export.js';
export { toCsv, csvCell, type CsvValue } from './csv.js';
export {
  initErrorReporting,
  errorReportingOptions,
  type ErrorReportingOptions,
} from './error-reporting.js';
export { shouldReport, IGNORED_ERRORS } from './error-reporting-filter.js';
export type { paths as CentralV4Paths } from './generated/central-v4.js';
export type { paths as InternalV1Paths } from './generated/internal-v1.js';
export type { paths as AiPaths } from './generated/ai.js';
export type { paths as OnboardingPaths } from './generated/onboarding.js';
export type { paths as PlayerConfigPaths } from './generated/player-config.js';
export type { paths as MediaMetadataPaths } from './generated/media-metadata.js';
export type { paths as TelemetryPaths } from './generated/telemetry.js';
export type { paths as DataUsagePaths } from './generated/data-usage.js';
export type { paths as StreamUsagePaths } from './generated/stream-usage.js';
export type { paths as MediaStatusPaths } from './generated/media-status.js';
export type { paths as StatusPaths } from './generated/status.js';
export type { paths as SystemEventsPaths } from './generated/system-events.js';
export type { paths as CuesPaths } from './generated/cues.js';
export type { paths as LogsGatewayPaths } from './generated/logs-gateway.js';
export type { paths as SearchPaths } from './generated/search.js';
export type { paths as HotspotsPaths } from './generated/hotspots.js';
export type { paths as SubtitlesPaths } from './generated/subtitles.js';
