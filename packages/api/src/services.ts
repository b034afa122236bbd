import createClient, { type Client } from 'openapi-fetch';
import { baseUrlFor, type BaseUrlOptions, type Environment } from './environments.js';
import type { paths as CentralV3Paths } from './generated/central-v3.js';
import type { paths as CentralV4Paths } from './generated/central-v4.js';
import type { paths as InternalV1Paths } from './generated/internal-v1.js';
import type { paths as V2Paths } from './generated/v2.js';
import type { paths as AiPaths } from './generated/ai.js';
import type { paths as OnboardingPaths } from './generated/onboarding.js';
import type { paths as PlayerConfigPaths } from './generated/player-config.js';
import type { paths as MediaMetadataPaths } from './generated/media-metadata.js';
import type { paths as TelemetryPaths } from './generated/telemetry.js';
import type { paths as DataUsagePaths } from './generated/data-usage.js';
import type { paths as StreamUsagePaths } from './generated/stream-usage.js';
import type { paths as MediaStatusPaths } from './generated/media-status.js';
import type { paths as StatusPaths } from './generated/status.js';
import type { paths as SystemEventsPaths } from './generated/system-events.js';
import type { paths as CuesPaths } from './generated/cues.js';
import type { paths as LogsGatewayPaths } from './generated/logs-gateway.js';
import type { paths as SearchPaths } from './generated/search.js';
import type { paths as HotspotsPaths } from './generated/hotspots.js';
import type { paths as SubtitlesPaths } from './generated/subtitles.js';
import type { FetchLike } from './transport.js';

/**
 * One typed openapi-fetch client per contract document in src/generated/, keyed as in SERVICES.
 * When a document is added, add its client here; environments.test.ts fails until every generated
 * file has one.
 */
export interface StudioClients {
  v3: Client<CentralV3Paths>;
  v4: Client<CentralV4Paths>;
  v1: Client<InternalV1Paths>;
  v2: Client<V2Paths>;
  ai: Client<AiPaths>;
  onboarding: Client<OnboardingPaths>;
  playerConfig: Client<PlayerConfigPaths>;
  mediaMetadata: Client<MediaMetadataPaths>;
  telemetry: Client<TelemetryPaths>;
  dataUsage: Client<DataUsagePaths>;
  streamUsage: Client<StreamUsagePaths>;
  mediaStatus: Client<MediaStatusPaths>;
  status: Client<StatusPaths>;
  systemEvents: Client<SystemEventsPaths>;
  cues: Client<CuesPaths>;
  logs: Client<LogsGatewayPaths>;
  search: Client<SearchPaths>;
  hotspots: Client<HotspotsPaths>;
  subtitles: Client<SubtitlesPaths>;
}

/** Contract document names wired in StudioClients (the generated file names). */
export const WIRED_DOCUMENTS = [
  'central-v3',
  'central-v4',
  'internal-v1',
  'v2',
  'ai',
  'onboarding',
  'player-config',
  'media-metadata',
  'telemetry',
  'data-usage',
  'stream-usage',
  'media-status',
  'status',
  'system-events',
  'cues',
  'logs-gateway',
  'search',
  'hotspots',
  'subtitles',
] as const;

/** openapi-fetch clients are a few closures each, so building all of them up front costs little. */
export function createServiceClients(
  environment: Environment,
  fetch: FetchLike,
  urls: BaseUrlOptions,
): StudioClients {
  return {
    v3: createClient<CentralV3Paths>({ baseUrl: baseUrlFor('v3', environment, urls), fetch }),
    v4: createClient<CentralV4Paths>({ baseUrl: baseUrlFor('v4', environment, urls), fetch }),
    v1: createClient<InternalV1Paths>({ baseUrl: baseUrlFor('v1', environment, urls), fetch }),
    v2: createClient<V2Paths>({ baseUrl: baseUrlFor('v2', environment, urls), fetch }),
    ai: createClient<AiPaths>({ baseUrl: baseUrlFor('ai', environment, urls), fetch }),
    onboarding: createClient<OnboardingPaths>({
      baseUrl: baseUrlFor('onboarding', environment, urls),
      fetch,
    }),
    playerConfig: createClient<PlayerConfigPaths>({
      baseUrl: baseUrlFor('playerConfig', environment, urls),
      fetch,
    }),
    mediaMetadata: createClient<MediaMetadataPaths>({
      baseUrl: baseUrlFor('mediaMetadata', environment, urls),
      fetch,
    }),
    telemetry: createClient<TelemetryPaths>({
      baseUrl: baseUrlFor('telemetry', environment, urls),
      fetch,
    }),
    dataUsage: createClient<DataUsagePaths>({
      baseUrl: baseUrlFor('dataUsage', environment, urls),
      fetch,
    }),
    streamUsage: createClient<StreamUsagePaths>({
      baseUrl: baseUrlFor('streamUsage', environment, urls),
      fetch,
    }),
    mediaStatus: createClient<MediaStatusPaths>({
      baseUrl: baseUrlFor('mediaStatus', environment, urls),
      fetch,
    }),
    status: createClient<StatusPaths>({ baseUrl: baseUrlFor('status', environment, urls), fetch }),
    systemEvents: createClient<SystemEventsPaths>({
      baseUrl: baseUrlFor('systemEvents', environment, urls),
      fetch,
    }),
    cues: createClient<CuesPaths>({ baseUrl: baseUrlFor('cues', environment, urls), fetch }),
    logs: createClient<LogsGatewayPaths>({ baseUrl: baseUrlFor('logs', environment, urls), fetch }),
    search: createClient<SearchPaths>({ baseUrl: baseUrlFor('search', environment, urls), fetch }),
    hotspots: createClient<HotspotsPaths>({
      baseUrl: baseUrlFor('hotspots', environment, urls),
      fetch,
    }),
    subtitles: createClient<SubtitlesPaths>({
      baseUrl: baseUrlFor('subtitles', environment, urls),
      fetch,
    }),
  };
}
