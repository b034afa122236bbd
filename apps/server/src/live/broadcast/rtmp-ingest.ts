import type { AddressInfo } from 'node:net';
import Context, { type NmsSession } from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import NodeRtmpServer from 'node-media-server/src/server/rtmp_server.js';

/** The RTMP application encoders publish to: `rtmp://<ingest>/live/<stream key>`. */
export const INGEST_APP = 'live';

/** What the ingest tells the owner of an expected stream key. */
export interface IngestStreamListener {
  /**
   * A publisher with the key is sending. `resumed` is true when it came back within the grace
   * window after a drop: the stream continues (node-media-server shifts its timestamps past the
   * previous publish so the timeline stays continuous).
   */
  onPublishing(resumed: boolean): void;
  /** The publisher's connection closed; it has the grace window to come back. */
  onDropped(): void;
  /** The publisher did not come back within the grace window, or the key was forgotten. */
  onEnded(): void;
}

export interface RtmpIngestOptions {
  /** Address to listen on; loopback by default, so nothing outside the machine can publish. */
  host?: string;
  /** 0 picks a free port (tests); `address()` tells which. */
  port: number;
  /** Told of refused publishers (never with the key: it is a secret). */
  onRefused?: (reason: string) => void;
}

interface ExpectedStream {
  listener: IngestStreamListener;
  /** The session currently publishing or in its grace window. */
  sessionId: string | null;
  /** Its publisher dropped and has not come back yet. */
  dropped: boolean;
}

/**
 * The RTMP ingest: node-media-server's RTMP listener, accepting a publisher only by a stream key
 * the broadcast side expects (an encoder channel's key of an event being started). Anything else
 * (an unknown key, another application name, a second publisher on a key) is refused: the
 * connection is closed before a packet reaches a relay.
 *
 * node-media-server keeps its state in one module-wide context, so a process runs one ingest.
 * The server keeps a publisher's place for 30 seconds after it drops (its publish grace window):
 * a publisher that comes back in time continues the same stream.
 */
export class RtmpIngest {
  private readonly expected = new Map<string, ExpectedStream>();
  private readonly refusedSessions = new Set<string>();
  private server: NodeRtmpServer | null = null;
  private listeningPort = 0;
  private readonly host: string;

  constructor(private readonly options: RtmpIngestOptions) {
    this.host = options.host ?? '127.0.0.1';
  }

  async start(): Promise<void> {
    if (this.server) throw new Error('The RTMP ingest is already running.');
    // Its own start-up banner and per-packet chatter at "debug" would flood the server's log.
    nmsLogger.level = 'error';
    // The constructor makes the TCP server only when a port is configured; listening is done
    // here rather than by `run()`, which exits the process when the port is taken.
    Context.config = { bind: this.host, rtmp: { port: this.options.port || 1 } };
    const server = new NodeRtmpServer();
    const tcpServer = server.tcpServer;
    if (!tcpServer) throw new Error('node-media-server made no RTMP listener.');
    Context.eventEmitter.on('prePublish', this.onPrePublish);
    Context.eventEmitter.on('postPublish', this.onPostPublish);
    Context.eventEmitter.on('donePublish', this.onDonePublish);
    await new Promise<void>((resolve, reject) => {
      tcpServer.once('error', reject);
      tcpServer.listen(this.options.port, this.host, () => {
        tcpServer.off('error', reject);
        resolve();
      });
    });
    // A closed publisher socket: tell its owner it dropped (the grace window runs).
    tcpServer.on('connection', (socket) => {
      socket.once('close', () => this.noticeDrops());
    });
    this.listeningPort = (tcpServer.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    Context.eventEmitter.off('prePublish', this.onPrePublish);
    Context.eventEmitter.off('postPublish', this.onPostPublish);
    Context.eventEmitter.off('donePublish', this.onDonePublish);
    const closed = new Promise<void>((resolve) => server.tcpServer?.close(() => resolve()));
    server.stop();
    await closed;
    for (const stream of this.expected.values()) stream.listener.onEnded();
    this.expected.clear();
  }

  address(): { host: string; port: number } {
    return { host: this.host, port: this.listeningPort };
  }

  /** Where encoders publish, without the key (StreamAssignment.ingestUrl). */
  publishUrl(): string {
    return `rtmp://${this.host}:${this.listeningPort}/${INGEST_APP}`;
  }

  /** Where a relay on this machine reads a stream. */
  playUrl(streamKey: string): string {
    return `${this.publishUrl()}/${streamKey}`;
  }

  /** From now on, a publisher with this key is accepted and its owner told about it. */
  expect(streamKey: string, listener: IngestStreamListener): void {
    if (this.expected.has(streamKey)) {
      throw new Error('That stream key is already expected by another event.');
    }
    this.expected.set(streamKey, { listener, sessionId: null, dropped: false });
  }

  /** Refuses the key again and closes its publisher, if one is connected. */
  forget(streamKey: string): void {
    const stream = this.expected.get(streamKey);
    if (!stream) return;
    this.expected.delete(streamKey);
    if (stream.sessionId) Context.sessions.get(stream.sessionId)?.close();
    stream.listener.onEnded();
  }

  isExpected(streamKey: string): boolean {
    return this.expected.has(streamKey);
  }

  /** Whether a publisher is sending with the key right now (not in its grace window). */
  isPublishing(streamKey: string): boolean {
    const broadcast = Context.broadcasts.get(`/${INGEST_APP}/${streamKey}`);
    return broadcast?.getPublishStatus() === 'publishing';
  }

  /**
   * How many players read the key's stream. A player may connect before the publisher and is
   * sent every packet from the first: a publisher faster than realtime waits for its relay.
   */
  playerCount(streamKey: string): number {
    return Context.broadcasts.get(`/${INGEST_APP}/${streamKey}`)?.subscribers.size ?? 0;
  }

  /**
   * Ends the players of a key (a relay waits for a publisher that may come back; a finished
   * playout will not): their connections end after what was sent to them.
   */
  closePlayers(streamKey: string): void {
    const players = Context.broadcasts.get(`/${INGEST_APP}/${streamKey}`)?.subscribers;
    for (const player of [...(players?.values() ?? [])]) player.close();
  }

  private refuse(session: NmsSession, reason: string): void {
    this.refusedSessions.add(session.id);
    this.options.onRefused?.(reason);
    session.close();
  }

  private readonly onPrePublish = (session: NmsSession) => {
    if (session.streamApp !== INGEST_APP) {
      this.refuse(session, `publish to unknown application "${session.streamApp}"`);
      return;
    }
    if (!this.expected.has(session.streamName)) {
      this.refuse(session, 'publish with a stream key no starting event expects');
      return;
    }
    if (this.isPublishing(session.streamName)) {
      this.refuse(session, 'a second publisher with a stream key already publishing');
    }
  };

  private readonly onPostPublish = (session: NmsSession) => {
    // node-media-server emits this right after prePublish even for a session refused there.
    if (this.refusedSessions.delete(session.id)) return;
    const stream = this.expected.get(session.streamName);
    if (!stream) return;
    const resumed = stream.sessionId !== null;
    stream.sessionId = session.id;
    stream.dropped = false;
    stream.listener.onPublishing(resumed);
  };

  private readonly onDonePublish = (session: NmsSession) => {
    const stream = this.expected.get(session.streamName);
    // A publish ended long ago may finish after a newer one took its place: only the current
    // session's end ends the stream.
    if (!stream || stream.sessionId !== session.id) return;
    stream.sessionId = null;
    stream.listener.onEnded();
  };

  private noticeDrops(): void {
    for (const [streamKey, stream] of this.expected) {
      if (stream.sessionId !== null && !stream.dropped && !this.isPublishing(streamKey)) {
        stream.dropped = true;
        stream.listener.onDropped();
      }
    }
  }
}
