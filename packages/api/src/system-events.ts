import { isApiError, NETWORK_ERROR_CODE } from './errors.js';
import type { components } from './generated/system-events.js';
import type { StudioClients } from './services.js';
import { sleep } from './sleep.js';

export type SystemEvent = components['schemas']['SystemEvent'];

/** What the subscription is doing, for an indicator or for falling back to polling. */
export type SystemEventStreamStatus = 'connecting' | 'open' | 'waiting' | 'closed';

export interface SystemEventSubscriptionOptions {
  customerId: string;
  onEvent: (event: SystemEvent) => void;
  onStatus?: (status: SystemEventStreamStatus) => void;
  /** Resume after this event id (a previous subscription's `lastEventId`). */
  lastEventId?: string;
  signal?: AbortSignal;
}

export interface SystemEventSubscription {
  /** The id of the last event received, sent as `Last-Event-ID` on every reconnection. */
  readonly lastEventId: string | undefined;
  close(): void;
  /**
   * Settles when the subscription stops: resolved after `close()` or an abort, rejected with the
   * ApiError that ends it for good (403, 404, or a session that expired: signing in again
   * starts a new subscription).
   */
  readonly done: Promise<void>;
}

export interface SystemEventStreamDependencies {
  client: StudioClients['systemEvents'];
  /** Waits between reconnections; tests pass one that does not. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** The first reconnection waits this long, each next one twice as long, up to the cap. */
export const RECONNECT_INITIAL_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The organisation's server-sent event stream, read with fetch rather than EventSource so the
 * bearer token travels in the Authorization header (never in the URL). The call goes through the
 * studio transport, so an expired token is refreshed and the call replayed like any other; a
 * dropped connection or a server error reconnects with back-off and `Last-Event-ID`, and the
 * server replays what was missed.
 */
export function subscribeSystemEvents(
  dependencies: SystemEventStreamDependencies,
  options: SystemEventSubscriptionOptions,
): SystemEventSubscription {
  const controller = new AbortController();
  const signal = controller.signal;
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) controller.abort(options.signal.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const wait = dependencies.wait ?? sleep;
  let lastEventId = options.lastEventId;
  const report = (status: SystemEventStreamStatus) => options.onStatus?.(status);

  /** One connection, until the stream ends; `onOpen` when the server accepted it. */
  async function connectOnce(onOpen: () => void): Promise<void> {
    report('connecting');
    const { data } = await dependencies.client.GET('/customers/{customerId}/stream', {
      params: {
        path: { customerId: options.customerId },
        header: lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId },
      },
      parseAs: 'stream',
      signal,
    });
    if (!data) throw new TypeError('The event stream answered without a body');
    onOpen();
    report('open');
    for await (const message of readEventStream(data, signal)) {
      if (message.id !== undefined) lastEventId = message.id;
      if (message.data === undefined) continue;
      options.onEvent(JSON.parse(message.data) as SystemEvent);
    }
  }

  async function run(): Promise<void> {
    let failures = 0;
    try {
      while (!signal.aborted) {
        let opened = false;
        try {
          await connectOnce(() => {
            opened = true;
          });
        } catch (error) {
          if (signal.aborted) break;
          if (!isRetryable(error)) throw error;
        }
        if (signal.aborted) break;
        // A stream that opened resets the back-off; only failures in a row make it grow.
        failures = opened ? 0 : failures + 1;
        report('waiting');
        const delay = Math.min(
          RECONNECT_MAX_MS,
          RECONNECT_INITIAL_MS * 2 ** Math.max(0, failures - 1),
        );
        await wait(delay, signal).catch(() => undefined);
      }
    } finally {
      options.signal?.removeEventListener('abort', onOuterAbort);
      report('closed');
    }
  }

  const done = run();
  // Rejections are the caller's to observe through `done`; keep an unobserved one quiet.
  done.catch(() => undefined);
  return {
    get lastEventId() {
      return lastEventId;
    },
    close: () => controller.abort(),
    done,
  };
}

/** Connection trouble and server hiccups are worth another try; refusals are not. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.hasCode(NETWORK_ERROR_CODE)) return true;
  return error.status !== undefined && (error.status === 429 || error.status >= 500);
}

export interface EventStreamMessage {
  id: string | undefined;
  event: string;
  data: string | undefined;
}

/**
 * Messages of a `text/event-stream` body as the HTML specification parses them: `field: value`
 * lines, `:` comments (heartbeats) ignored, a blank line ends a message, data lines joined.
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<EventStreamMessage, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  let buffer = '';
  let id: string | undefined;
  let event = 'message';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end < 0) break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(buffer.startsWith('\r\n', end) ? end + 2 : end + 1);
        if (line === '') {
          if (data.length > 0 || id !== undefined) {
            yield { id, event, data: data.length > 0 ? data.join('\n') : undefined };
          }
          id = undefined;
          event = 'message';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const rawValue = colon < 0 ? '' : line.slice(colon + 1);
        const fieldValue = rawValue.startsWith(' ') ? rawValue.slice(1) : rawValue;
        if (field === 'id' && !fieldValue.includes('\0')) id = fieldValue;
        else if (field === 'event') event = fieldValue;
        else if (field === 'data') data.push(fieldValue);
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}
