import type { TelemetryEvent } from '@studio/api';

/**
 * Product analytics (spec section 7: events on user actions carry the user name, organisation
 * name and organisation uuid). The tracker hands each event to its sinks; the real one batches
 * them to the contract's telemetry service. Analytics never stand in a person's way: a failed
 * sink or send is logged only, as the spec says for identify.
 */
export type AnalyticsSender = { userName: string; orgName: string; orgUuid: string };
export type AnalyticsProperties = AnalyticsSender &
  Record<string, string | number | boolean | null>;

export interface AnalyticsEvent {
  name: string;
  properties: AnalyticsProperties;
  at: string;
}

export interface AnalyticsSink {
  receive(event: AnalyticsEvent): void;
  /** Sends what the sink holds now; resolves when done and never rejects. */
  flush?(): Promise<void>;
}

export interface AnalyticsTracker {
  track(name: string, properties: AnalyticsProperties): void;
  addSink(sink: AnalyticsSink): () => void;
  /** Every sink's pending events sent (before signing out, while the token still works). */
  flush(): Promise<void>;
}

/** Event names, so the same action is always counted under one name. */
export const ANALYTICS_EVENTS = {
  signedIn: 'Logged In',
  signedOut: 'Logged Out',
  areaViewed: 'Area Viewed',
} as const;

export function createAnalyticsTracker(now: () => Date = () => new Date()): AnalyticsTracker {
  const sinks = new Set<AnalyticsSink>();
  return {
    track(name, properties) {
      const event = { name, properties, at: now().toISOString() };
      for (const sink of sinks) {
        try {
          sink.receive(event);
        } catch (error) {
          console.warn('analytics sink failed', error);
        }
      }
    },
    addSink(sink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
    async flush() {
      await Promise.all([...sinks].map((sink) => sink.flush?.()));
    },
  };
}

/** The contract allows at most 100 events per request. */
export const TELEMETRY_MAX_BATCH = 100;
/** Events of one moment (sign-in, then the first area) travel together in one request. */
export const TELEMETRY_BATCH_WINDOW_MS = 2_000;
/** A slow telemetry service never holds a sign-out longer than this. */
export const TELEMETRY_SEND_TIMEOUT_MS = 2_000;

export interface TelemetrySinkOptions {
  /** `api.trackEvents`: one POST of a batch. */
  send(events: TelemetryEvent[], options: { signal: AbortSignal }): Promise<unknown>;
  log?: (message: string, error: unknown) => void;
}

export function toTelemetryEvent(event: AnalyticsEvent): TelemetryEvent {
  const { userName, orgName, orgUuid, ...properties } = event.properties;
  return {
    name: event.name,
    userName,
    orgName,
    orgUuid,
    timestamp: event.at,
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
  };
}

/**
 * Batches events for the telemetry service: a batch leaves when it is full, when the window
 * after its first event ends, or on `flush`. A failed send is logged and its events dropped:
 * retrying analytics would compete with the person's own calls.
 */
export function createTelemetrySink({
  send,
  log = (message, error) => console.warn(message, error),
}: TelemetrySinkOptions): AnalyticsSink {
  let pending: TelemetryEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batches: TelemetryEvent[][] = [];
    for (let start = 0; start < pending.length; start += TELEMETRY_MAX_BATCH) {
      batches.push(pending.slice(start, start + TELEMETRY_MAX_BATCH));
    }
    pending = [];
    await Promise.all(
      batches.map(async (batch) => {
        try {
          await send(batch, { signal: AbortSignal.timeout(TELEMETRY_SEND_TIMEOUT_MS) });
        } catch (error) {
          log(`analytics: ${batch.length} event(s) not sent`, error);
        }
      }),
    );
  }

  return {
    receive(event) {
      pending.push(toTelemetryEvent(event));
      if (pending.length >= TELEMETRY_MAX_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), TELEMETRY_BATCH_WINDOW_MS);
    },
    flush,
  };
}
