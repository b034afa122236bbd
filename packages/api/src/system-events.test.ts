import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.js';
import {
  createFakeFetch,
  dropped,
  json,
  TEST_ORIGIN,
  tokenResponse,
  type RecordedRequest,
  type Reply,
} from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';
import {
  readEventStream,
  type SystemEvent,
  type SystemEventStreamStatus,
} from './system-events.js';

const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const STREAM_PATH = `/api/system-events/customers/${RIVERSIDE}/stream`;

function systemEvent(sequence: number, state: string): SystemEvent {
  return {
    id: `9c0d1e2f-3a4b-4c5d-8e6f-8a9b0c1d2e${String(sequence).padStart(2, '0')}`,
    sequence,
    type: 'encoder.state',
    customerId: RIVERSIDE,
    subjectId: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a01',
    state,
    data: {},
    occurredAt: '2026-11-22T15:00:02Z',
  };
}

const message = (event: SystemEvent) => `id: ${event.sequence}\ndata: ${JSON.stringify(event)}\n\n`;

/** A streamed answer the test writes to, chunk by chunk, and ends when it likes. */
function eventStreamReply() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    push: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  };
}

function setup(route: (request: RecordedRequest, index: number) => Reply | Promise<Reply>) {
  const fake = createFakeFetch(route);
  const waits: number[] = [];
  const api = createStudioApi({
    fetch: fake.fetch,
    origin: TEST_ORIGIN,
    logger: { info: () => undefined },
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  api.tokens.set('first-token');
  const streamCalls = () => fake.requests.filter((request) => request.path === STREAM_PATH);
  return { api, fake, waits, streamCalls };
}

/** Collects events and resolves `until(n)` once n have arrived. */
function eventCollector() {
  const events: SystemEvent[] = [];
  let check: () => void = () => undefined;
  return {
    events,
    onEvent: (event: SystemEvent) => {
      events.push(event);
      check();
    },
    until: (count: number) =>
      new Promise<void>((resolve) => {
        check = () => {
          if (events.length >= count) resolve();
        };
        check();
      }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('readEventStream', () => {
  it('parses messages split across chunks, ignores comments, joins data lines', async () => {
    const reply = eventStreamReply();
    const messages = readEventStream(reply.response.body!);
    reply.push(': connected\n\nid: 7\r\nevent: encoder.st');
    reply.push('ate\ndata: {"a":\ndata: 1}\n\n: heartbeat\n\nid: 8\n\n');
    reply.end();
    const read = [];
    for await (const each of messages) read.push(each);
    expect(read).toEqual([
      { id: '7', event: 'encoder.state', data: '{"a":\n1}' },
      { id: '8', event: 'message', data: undefined },
    ]);
  });
});

describe('subscribeSystemEvents', () => {
  it('sends the token in the Authorization header, never in the URL, and delivers events', async () => {
    const reply = eventStreamReply();
    const { api, streamCalls } = setup(() => reply.response);
    const collector = eventCollector();
    const statuses: SystemEventStreamStatus[] = [];
    const subscription = api.subscribeSystemEvents({
      customerId: RIVERSIDE,
      onEvent: collector.onEvent,
      onStatus: (status) => statuses.push(status),
    });

    reply.push(': connected\n\n');
    reply.push(message(systemEvent(1, 'STARTING')) + message(systemEvent(2, 'STARTED')));
    await collector.until(2);

    expect(collector.events.map((event) => event.state)).toEqual(['STARTING', 'STARTED']);
    expect(subscription.lastEventId).toBe('2');
    const [call] = streamCalls();
    expect(call?.headers.get('Authorization')).toBe('Bearer first-token');
    expect(call?.headers.get('Last-Event-ID')).toBeNull();
    expect(call?.url).not.toContain('first-token');

    subscription.close();
    await subscription.done;
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
  });

  it('reconnects with Last-Event-ID and a growing back-off that resets once a stream opens', async () => {
    const first = eventStreamReply();
    const third = eventStreamReply();
    const { api, waits, streamCalls } = setup(
      (_request, index) =>
        [first.response, dropped(), dropped(), third.response][index] ?? dropped(),
    );
    const collector = eventCollector();
    const subscription = api.subscribeSystemEvents({
      customerId: RIVERSIDE,
      onEvent: collector.onEvent,
    });

    first.push(message(systemEvent(1, 'STARTING')) + message(systemEvent(2, 'STARTED')));
    await collector.until(2);
    first.end();
    third.push(message(systemEvent(3, 'STOPPING')));
    await collector.until(3);

    expect(streamCalls().map((call) => call.headers.get('Last-Event-ID'))).toEqual([
      null,
      '2',
      '2',
      '2',
    ]);
    // After the stream that opened: 1 s; then two failures in a row: 1 s, 2 s.
    expect(waits).toEqual([1_000, 1_000, 2_000]);
    subscription.close();
    await subscription.done;
  });

  it('refreshes an expired token through the call semantics and reconnects with the new one', async () => {
    vi.useFakeTimers();
    const reply = eventStreamReply();
    const { api, fake, streamCalls } = setup((request) => {
      if (request.path.endsWith('/auth/token')) return tokenResponse('second-token');
      return request.headers.get('Authorization') === 'Bearer second-token'
        ? reply.response
        : json(401, [{ code: 'UNAUTHORIZED', message: 'token expired' }]);
    });
    const collector = eventCollector();
    const subscription = api.subscribeSystemEvents({
      customerId: RIVERSIDE,
      onEvent: collector.onEvent,
    });
    // The spec's replay wait after a refresh.
    await vi.advanceTimersByTimeAsync(2_000);
    reply.push(message(systemEvent(5, 'STARTED')));
    await collector.until(1);

    expect(streamCalls().map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer first-token',
      'Bearer second-token',
    ]);
    expect(fake.requests.filter((request) => request.path.endsWith('/auth/token'))).toHaveLength(1);
    subscription.close();
    await subscription.done;
  });

  it('stops for good on a refusal (another organisation: 404)', async () => {
    const { api, streamCalls } = setup(() =>
      json(404, [{ code: 'NOT_FOUND', message: 'Resource does not exist.' }]),
    );
    const subscription = api.subscribeSystemEvents({
      customerId: RIVERSIDE,
      onEvent: () => undefined,
    });
    await expect(subscription.done).rejects.toBeInstanceOf(ApiError);
    expect(streamCalls()).toHaveLength(1);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const { api } = setup(() => 'hang');
    const subscription = api.subscribeSystemEvents({
      customerId: RIVERSIDE,
      onEvent: () => undefined,
      signal: controller.signal,
    });
    controller.abort();
    await expect(subscription.done).resolves.toBeUndefined();
  });
});
