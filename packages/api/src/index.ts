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
} from './studio-api.js';
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
export { followLinkPages, collectAllPages, type PagingOptions } from './paging.js';
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
