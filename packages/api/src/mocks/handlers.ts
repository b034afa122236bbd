import { http, HttpResponse, type HttpHandler } from 'msw';
import { createOpenApiHttp, type OpenApiHttpHandlers } from 'openapi-msw';
import { baseUrlFor, SERVICES, type ServiceName } from '../environments.js';
import type { paths as AiPaths } from '../generated/ai.js';
import type { paths as CentralV3Paths } from '../generated/central-v3.js';
import type { paths as CentralV4Paths } from '../generated/central-v4.js';
import type { paths as CuesPaths } from '../generated/cues.js';
import type { paths as DataUsagePaths } from '../generated/data-usage.js';
import type { paths as HotspotsPaths } from '../generated/hotspots.js';
import type { paths as InternalV1Paths } from '../generated/internal-v1.js';
import type { paths as LogsGatewayPaths } from '../generated/logs-gateway.js';
import type { paths as MediaMetadataPaths } from '../generated/media-metadata.js';
import type { paths as MediaStatusPaths } from '../generated/media-status.js';
import type { paths as OnboardingPaths } from '../generated/onboarding.js';
import type { paths as PlayerConfigPaths } from '../generated/player-config.js';
import type { paths as SearchPaths } from '../generated/search.js';
import type { paths as StatusPaths } from '../generated/status.js';
import type { paths as StreamUsagePaths } from '../generated/stream-usage.js';
import type { paths as SubtitlesPaths } from '../generated/subtitles.js';
import type { paths as SystemEventsPaths } from '../generated/system-events.js';
import type { paths as TelemetryPaths } from '../generated/telemetry.js';
import type { paths as V2Paths } from '../generated/v2.js';
import { operationExamples, type OperationExample } from './examples.generated.js';
import { fixture, fixtureList } from './fixtures.js';

/** The generated `paths` of every service, keyed like the clients (`api.v3`, `api.cues`). */
export interface ServicePaths {
  v3: CentralV3Paths;
  v4: CentralV4Paths;
  v1: InternalV1Paths;
  v2: V2Paths;
  ai: AiPaths;
  onboarding: OnboardingPaths;
  playerConfig: PlayerConfigPaths;
  mediaMetadata: MediaMetadataPaths;
  telemetry: TelemetryPaths;
  dataUsage: DataUsagePaths;
  streamUsage: StreamUsagePaths;
  mediaStatus: MediaStatusPaths;
  status: StatusPaths;
  systemEvents: SystemEventsPaths;
  cues: CuesPaths;
  logs: LogsGatewayPaths;
  search: SearchPaths;
  hotspots: HotspotsPaths;
  subtitles: SubtitlesPaths;
}

/** One typed MSW `http` per service: paths, params, bodies and answers checked against the contract. */
export type MockHttp = { [Service in ServiceName]: OpenApiHttpHandlers<ServicePaths[Service]> };

export interface MockOptions {
  /**
   * Origin the client calls. Default '' (same origin, as the studio calls the reference server);
   * tests in Node pass the origin their client uses, e.g. 'http://localhost'.
   */
  origin?: string;
}

const serviceNames = Object.keys(SERVICES) as ServiceName[];
const serviceOfDocument = new Map(
  serviceNames.map((name) => [SERVICES[name].document as string, name]),
);

function baseUrl(service: ServiceName, options: MockOptions): string {
  return `${options.origin ?? ''}${baseUrlFor(service, 'local')}`;
}

/**
 * Typed handler factories: `mockHttp().v3.get('/customers/{customerId}/encoders', ({ response }) =>
 * response(200).json(fixtureList('Encoder', 3)))`. A path, status or body the contract does not
 * have fails the type check.
 */
export function mockHttp(options: MockOptions = {}): MockHttp {
  return Object.fromEntries(
    serviceNames.map((service) => [
      service,
      createOpenApiHttp({ baseUrl: baseUrl(service, options) }),
    ]),
  ) as MockHttp;
}

/** The success body of an operation built from the contract's examples. */
export function exampleBody(operation: OperationExample): unknown {
  const { body } = operation;
  if (body === null) return null;
  if ('example' in body) return structuredClone(body.example);
  return body.array ? fixtureList(body.schema, 1) : fixture(body.schema);
}

const isTemplate = (segment: string | undefined) =>
  segment !== undefined && segment.startsWith('{');

function compareSpecificity(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = Number(isTemplate(left[index])) - Number(isTemplate(right[index]));
    if (difference !== 0) return difference;
  }
  return 0;
}

/** `/customers/{customerId}` -> `/customers/:customerId` (MSW's path syntax). */
const toMswPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * A handler for every operation of every document, answering its success status with the
 * examples: a whole studio runs on it in Storybook. Put specific handlers before these (or use
 * `worker.use(...)`) to change single answers.
 */
export function exampleHandlers(options: MockOptions = {}): HttpHandler[] {
  // MSW takes the first handler that matches, so `/customers/names` must come before
  // `/customers/{customerId}`: at the first segment where two paths differ, a literal wins.
  const ordered = [...operationExamples].sort((a, b) => compareSpecificity(a.path, b.path));
  return ordered.flatMap((operation) => {
    const service = serviceOfDocument.get(operation.document);
    if (!service) return [];
    const url = `${baseUrl(service, options)}${toMswPath(operation.path)}`;
    return [
      http[operation.method](url, () => {
        if (operation.status === 204 || operation.contentType === null) {
          return new HttpResponse(null, { status: operation.status });
        }
        if (operation.contentType !== 'application/json') {
          return new HttpResponse('', {
            status: operation.status,
            headers: { 'content-type': operation.contentType },
          });
        }
        return HttpResponse.json(exampleBody(operation) as never, { status: operation.status });
      }),
    ];
  });
}

/** An answer in the error payload form of the contract (a list of `{ code, message, field? }`). */
export interface MockErrorItem {
  code: string;
  message: string;
  field?: string;
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  field?: string,
): HttpResponse<MockErrorItem[]> {
  return HttpResponse.json<MockErrorItem[]>([{ code, message, ...(field ? { field } : {}) }], {
    status,
  });
}
