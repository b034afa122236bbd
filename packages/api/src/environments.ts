/**
 * Where each service lives per environment (spec section 7). The contract's `servers` entries
 * (marked `x-environment`) are the source of truth; environments.test.ts checks this table against
 * every bundled document, so it cannot drift. It is written out rather than imported from the
 * bundled JSON so the studio does not ship whole OpenAPI documents to find a host name.
 */
export const ENVIRONMENTS = ['integration', 'development', 'production', 'local'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Every service of TEAM-INTERFACES.md: client key -> contract document name and path prefix. */
export const SERVICES = {
  v3: { document: 'central-v3', prefix: '/api/v3' },
  v4: { document: 'central-v4', prefix: '/api/v4' },
  v1: { document: 'internal-v1', prefix: '/api/v1' },
  v2: { document: 'v2', prefix: '/api/v2' },
  ai: { document: 'ai', prefix: '/api/ai' },
  onboarding: { document: 'onboarding', prefix: '/api/onboarding' },
  playerConfig: { document: 'player-config', prefix: '/api/player-config' },
  mediaMetadata: { document: 'media-metadata', prefix: '/api/media-metadata' },
  telemetry: { document: 'telemetry', prefix: '/api/telemetry' },
  dataUsage: { document: 'data-usage', prefix: '/api/data-usage' },
  streamUsage: { document: 'stream-usage', prefix: '/api/stream-usage' },
  mediaStatus: { document: 'media-status', prefix: '/api/media-status' },
  status: { document: 'status', prefix: '/api/status' },
  systemEvents: { document: 'system-events', prefix: '/api/system-events' },
  cues: { document: 'cues', prefix: '/api/cues' },
  logs: { document: 'logs-gateway', prefix: '/api/logs' },
  search: { document: 'search', prefix: '/api/search' },
  hotspots: { document: 'hotspots', prefix: '/api/hotspots' },
  subtitles: { document: 'subtitles', prefix: '/api/subtitles' },
} as const;
export type ServiceName = keyof typeof SERVICES;

/**
 * Hosts per environment. `local` is the same origin as the page (the reference server serves the
 * studio and mounts every document under /api/...), so its base URLs are relative.
 */
export const ENVIRONMENT_ORIGINS: Record<Environment, string> = {
  integration: 'https://api.integration.studio.example',
  development: 'https://api.development.studio.example',
  production: 'https://api.studio.example',
  local: '',
};

export type BaseUrlOverrides = Partial<Record<ServiceName, string>>;

export interface BaseUrlOptions {
  /** Replaces the environment's host for every service (a proxy in front of the API, a test server). */
  origin?: string;
  /** Replaces single services' base URLs. */
  baseUrls?: BaseUrlOverrides;
}

/** The base URL of `service` in `environment`, unless the caller overrides it. */
export function baseUrlFor(
  service: ServiceName,
  environment: Environment,
  options: BaseUrlOptions = {},
): string {
  const override = options.baseUrls?.[service];
  if (override !== undefined) return override;
  return `${options.origin ?? ENVIRONMENT_ORIGINS[environment]}${SERVICES[service].prefix}`;
}

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}
