/**
 * The generated `operations` of every document in openapi/. Type-only imports: the generated files
 * carry no runtime code, and the bundle never includes them. When a document is added to openapi/,
 * add it here so its handlers are typed (a test checks the list against openapi/bundled).
 */
import type { operations as AiOperations } from '../../../../packages/api/src/generated/ai';
import type { operations as CentralV3Operations } from '../../../../packages/api/src/generated/central-v3';
import type { operations as CentralV4Operations } from '../../../../packages/api/src/generated/central-v4';
import type { operations as CuesOperations } from '../../../../packages/api/src/generated/cues';
import type { operations as DataUsageOperations } from '../../../../packages/api/src/generated/data-usage';
import type { operations as HotspotsOperations } from '../../../../packages/api/src/generated/hotspots';
import type { operations as InternalV1Operations } from '../../../../packages/api/src/generated/internal-v1';
import type { operations as LogsGatewayOperations } from '../../../../packages/api/src/generated/logs-gateway';
import type { operations as MediaMetadataOperations } from '../../../../packages/api/src/generated/media-metadata';
import type { operations as MediaStatusOperations } from '../../../../packages/api/src/generated/media-status';
import type { operations as OnboardingOperations } from '../../../../packages/api/src/generated/onboarding';
import type { operations as PlayerConfigOperations } from '../../../../packages/api/src/generated/player-config';
import type { operations as SearchOperations } from '../../../../packages/api/src/generated/search';
import type { operations as StatusOperations } from '../../../../packages/api/src/generated/status';
import type { operations as StreamUsageOperations } from '../../../../packages/api/src/generated/stream-usage';
import type { operations as SubtitlesOperations } from '../../../../packages/api/src/generated/subtitles';
import type { operations as SystemEventsOperations } from '../../../../packages/api/src/generated/system-events';
import type { operations as TelemetryOperations } from '../../../../packages/api/src/generated/telemetry';
import type { operations as V2Operations } from '../../../../packages/api/src/generated/v2';

export interface DocumentOperations {
  ai: AiOperations;
  'central-v3': CentralV3Operations;
  'central-v4': CentralV4Operations;
  cues: CuesOperations;
  'data-usage': DataUsageOperations;
  hotspots: HotspotsOperations;
  'internal-v1': InternalV1Operations;
  'logs-gateway': LogsGatewayOperations;
  'media-metadata': MediaMetadataOperations;
  'media-status': MediaStatusOperations;
  onboarding: OnboardingOperations;
  'player-config': PlayerConfigOperations;
  search: SearchOperations;
  status: StatusOperations;
  'stream-usage': StreamUsageOperations;
  subtitles: SubtitlesOperations;
  'system-events': SystemEventsOperations;
  telemetry: TelemetryOperations;
  v2: V2Operations;
}
