import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { posix } from 'node:path';
import { BandwidthAverage } from './bandwidth';
import { segmentDurations } from './playlist';
import { DECODER_PROTOCOL_PREFIX } from './protocol';
import { SignInRefusedError, type VenueSession } from './session';

/**
 * A loopback HTTP server between the player and the studio server. The live stream needs the
 * venue's bearer, and a player given it on its command line would show it to every user of the
 * machine (`ps`) and keep it past its renewal; through the proxy the player reads plain
 * `http://127.0.0.1:<port>/…` and the session adds the current token. Every byte passes here, so
 * the proxy also measures the bandwidth (a 30-second average) and how many seconds of media the
 * player has received (for its buffer).
 */
export class StreamProxy {
  private server: Server | undefined;
  private durations = new Map<string, number>();
  readonly bandwidth = new BandwidthAverage();
  /** Seconds of media in the segments received since `resetMedia`. */
  receivedMediaSeconds = 0;

  constructor(
    private readonly session: VenueSession,
    private readonly events: { onSignedOut: (error: SignInRefusedError) => void },
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.forward(request.url ?? '/', request.method ?? 'GET').then(
        async (answer) => {
          if (!answer) {
            response.writeHead(404).end();
            return;
          }
          response.writeHead(answer.status, answer.headers);
          await answer.write((chunk) => response.write(chunk));
          response.end();
        },
        (error: unknown) => {
          if (error instanceof SignInRefusedError) this.events.onSignedOut(error);
          if (!response.headersSent)
            response.writeHead(error instanceof SignInRefusedError ? 401 : 502);
          response.end();
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  /** The player's address for a playlist path of the server. */
  localUrl(serverPath: string): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}${serverPath}`;
  }

  /** A new stream: its media is counted from zero. */
  resetMedia(): void {
    this.durations = new Map();
    this.receivedMediaSeconds = 0;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async forward(url: string, method: string) {
    const path = new URL(url, 'http://127.0.0.1').pathname;
    // Only the stream: the proxy is no way into the rest of the API with the venue's token.
    if (method !== 'GET' || !path.startsWith(`${DECODER_PROTOCOL_PREFIX}/channels/`)) return null;
    const upstream = await this.session.request(path);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'content-length', 'cache-control']) {
      const value = upstream.headers.get(name);
      if (value) headers[name] = value;
    }
    const isPlaylist = path.endsWith('.m3u8');
    return {
      status: upstream.status,
      headers,
      write: async (send: (chunk: Uint8Array) => void) => {
        const chunks: Uint8Array[] = [];
        let complete = false;
        const reader = upstream.body?.getReader();
        if (reader) {
          for (let read = await reader.read(); !read.done; read = await reader.read()) {
            this.bandwidth.add(read.value.byteLength, this.now());
            if (isPlaylist) chunks.push(read.value);
            send(read.value);
          }
          complete = true;
        }
        if (!complete || upstream.status !== 200) return;
        if (isPlaylist) {
          const directory = posix.dirname(path);
          for (const [uri, seconds] of segmentDurations(Buffer.concat(chunks).toString('utf8')))
            this.durations.set(posix.join(directory, uri), seconds);
        } else {
          this.receivedMediaSeconds += this.durations.get(path) ?? 0;
        }
      },
    };
  }
}
