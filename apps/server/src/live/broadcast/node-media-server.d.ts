/**
 * The parts of node-media-server 4 the ingest uses. The package is plain JavaScript without
 * declarations; the ingest runs its RTMP listener alone (no HTTP-FLV server, admin console, JSON
 * store or FLV recorder), so it reaches these modules directly.
 */
declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';

  export interface NmsSession {
    id: string;
    ip: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    close(): void;
  }

  export interface NmsBroadcast {
    getPublishStatus(): 'publishing' | 'reconnecting' | 'idle';
    /** Players of the stream, by session id (a player may wait for the publisher). */
    subscribers: Map<string, NmsSession>;
  }

  const Context: {
    config: { bind?: string; rtmp?: { port?: number } };
    sessions: Map<string, NmsSession>;
    broadcasts: Map<string, NmsBroadcast>;
    eventEmitter: EventEmitter;
  };
  export default Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: 'trace' | 'debug' | 'info' | 'warn' | 'error' };
  export default logger;
}

declare module 'node-media-server/src/server/rtmp_server.js' {
  import type { Server } from 'node:net';

  export default class NodeRtmpServer {
    tcpServer?: Server;
    run(): void;
    stop(): void;
  }
}
