import type { ServerResponse } from 'node:http';
import { SYSTEM_EVENTS_CHANNEL, type SystemEvent, type SystemEventLog } from './system-event-log';

/** A comment line this often keeps proxies from closing an idle stream (the contract says 15 s). */
export const HEARTBEAT_MS = 15_000;
/** Events written per read while catching up. */
const PAGE = 500;

export interface SystemEventHubOptions {
  log: SystemEventLog;
  /** Subscribes to a NOTIFY channel (DatabaseHandle.listen). */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Whether the stream's session still stands; a signed-out session's stream ends. */
  isSessionActive: (sessionId: string) => Promise<boolean>;
  heartbeatMs?: number;
}

export interface StreamRequest {
  organisationId: string;
  sessionId: string;
  /** The `Last-Event-ID` sent by a reconnecting client; live events only without it. */
  lastEventId?: number;
}

/** One open `text/event-stream` answer. Writes are serialised so events leave in order. */
class EventStream {
  private writing: Promise<void> = Promise.resolve();
  private ended = false;

  constructor(
    readonly raw: ServerResponse,
    readonly request: StreamRequest,
    private lastSent: number,
    private readonly log: SystemEventLog,
  ) {}

  get open(): boolean {
    return !this.ended && !this.raw.destroyed && !this.raw.writableEnded;
  }

  /** Writes every event after the last one sent; safe to call as often as signals come. */
  catchUp(): Promise<void> {
    this.writing = this.writing.then(() => this.writeNewEvents()).catch(() => this.end());
    return this.writing;
  }

  heartbeat(): void {
    if (this.open) this.raw.write(': heartbeat\n\n');
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.raw.writableEnded) this.raw.end();
  }

  private async writeNewEvents(): Promise<void> {
    for (;;) {
      if (!this.open) return;
      const events = await this.log.after(this.request.organisationId, this.lastSent, PAGE);
      for (const event of events) this.write(event);
      if (events.length < PAGE) return;
    }
  }

  private write(event: SystemEvent): void {
    if (!this.open) return;
    this.raw.write(`id: ${event.sequence}\ndata: ${JSON.stringify(event)}\n\n`);
    this.lastSent = event.sequence;
  }
}

/**
 * The open server-sent event streams of this process, by organisation. A NOTIFY naming an
 * organisation makes only that organisation's streams read the log, so another organisation's
 * events never reach a stream. The heartbeat also re-reads the log and re-checks the session, a
 * safety net for a notification lost while the LISTEN connection was being re-established.
 */
export class SystemEventHub {
  private readonly streams = new Map<string, Set<EventStream>>();
  private unsubscribe: (() => Promise<void>) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly options: SystemEventHubOptions) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.options.listen(SYSTEM_EVENTS_CHANNEL, (organisationId) => {
      for (const stream of this.streams.get(organisationId) ?? []) void stream.catchUp();
    });
    this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get openStreams(): number {
    let total = 0;
    for (const streams of this.streams.values()) total += streams.size;
    return total;
  }

  /** Answers the raw response as an event stream and sends what the client missed first. */
  async open(raw: ServerResponse, request: StreamRequest): Promise<void> {
    const latest = await this.options.log.latestSequence(request.organisationId);
    // A Last-Event-ID from the future (a database that was reset) would silence the stream.
    const start = Math.min(request.lastEventId ?? latest, latest);
    const stream = new EventStream(raw, request, start, this.options.log);
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx buffers answers unless told not to.
      'X-Accel-Buffering': 'no',
    });
    // Sends the headers at once, so the client knows the stream is open before any event.
    raw.write(': connected\n\n');
    let streams = this.streams.get(request.organisationId);
    if (!streams) {
      streams = new Set();
      this.streams.set(request.organisationId, streams);
    }
    streams.add(stream);
    raw.on('close', () => this.forget(stream));
    await stream.catchUp();
  }

  /** Ends every stream (server close); clients reconnect to another server or after restart. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.unsubscribe?.();
    for (const streams of this.streams.values()) for (const stream of streams) stream.end();
    this.streams.clear();
  }

  private async beat(): Promise<void> {
    for (const streams of this.streams.values()) {
      for (const stream of streams) {
        const active = await this.options
          .isSessionActive(stream.request.sessionId)
          .catch(() => true);
        if (!active) {
          stream.end();
          continue;
        }
        stream.heartbeat();
        await stream.catchUp();
      }
    }
  }

  private forget(stream: EventStream): void {
    stream.end();
    const streams = this.streams.get(stream.request.organisationId);
    streams?.delete(stream);
    if (streams?.size === 0) this.streams.delete(stream.request.organisationId);
  }
}
