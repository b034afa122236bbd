import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

export interface LoopbackRtmpSinkOptions {
  ffmpegPath?: string;
  /** Where what arrives is written (FLV, stream copy); discarded when absent. */
  outputFile?: string;
  /**
   * Listen again after a publisher leaves (a restreamer that reconnects finds the sink again).
   * With an output file, the next session overwrites it.
   */
  relisten?: boolean;
  /** Told when packets start arriving and when the session that carried them ends. */
  onReceiving?: (receiving: boolean) => void;
}

/** A free TCP port on loopback, as the system hands it out (released before it is used). */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no loopback port');
  return address.port;
}

const LISTEN_STATE = '0A';
/** How long start() waits for ffmpeg to bind its port (it takes a second or more on a busy machine). */
const LISTENING_DEADLINE_MS = 15_000;
/** Where the kernel is not Linux's, there is no /proc/net/tcp to read: a fixed pause stands in. */
const LISTENING_PAUSE_WITHOUT_PROC_MS = 1_000;

/**
 * Resolves once something listens on 127.0.0.1:port, read from the kernel's socket table. Not
 * by connecting: ffmpeg's `-listen 1` takes exactly one connection, and a probe would use it up.
 */
export async function untilLoopbackListening(
  port: number,
  deadlineMs = LISTENING_DEADLINE_MS,
): Promise<boolean> {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const giveUpAt = Date.now() + deadlineMs;
  for (;;) {
    let table: string;
    try {
      table = await readFile('/proc/net/tcp', 'utf8');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, LISTENING_PAUSE_WITHOUT_PROC_MS));
      return true;
    }
    const listening = table.split('\n').some((line) => {
      const columns = line.trim().split(/\s+/);
      return columns[1] === local && columns[3] === LISTEN_STATE;
    });
    if (listening) return true;
    if (Date.now() >= giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * An RTMP server on loopback that takes one stream: ffmpeg's own `-listen 1` (it accepts any
 * key, which is why it only ever listens on 127.0.0.1 and never faces users). It stands for a
 * destination that really receives: the sandbox social provider's ingest, and the RTMP server
 * the restream tests send to. `-progress` tells it when packets arrive, so it knows whether it
 * is receiving without guessing from time.
 */
export class LoopbackRtmpSink {
  private process: ChildProcess | null = null;
  private relistenTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private exited: Promise<void> = Promise.resolve();
  private receivingNow = false;
  private sessionCount = 0;

  private constructor(
    readonly port: number,
    private readonly options: LoopbackRtmpSinkOptions,
  ) {}

  static async start(options: LoopbackRtmpSinkOptions = {}): Promise<LoopbackRtmpSink> {
    const sink = new LoopbackRtmpSink(await freeLoopbackPort(), options);
    sink.listen();
    // A publisher that connects before ffmpeg has bound the port is refused and, unless it
    // retries, never arrives: so the sink is handed out only once it accepts. If ffmpeg cannot
    // bind (the port taken meanwhile), the sink still comes back: it relistens and reports
    // nothing received, which is what the caller checks.
    await untilLoopbackListening(sink.port);
    return sink;
  }

  /** The address a publisher sends to: stream URL and key, as a custom RTMP destination has. */
  get streamUrl(): string {
    return `rtmp://127.0.0.1:${this.port}/live`;
  }

  get publishUrl(): string {
    return `${this.streamUrl}/sink`;
  }

  /** Whether packets are arriving in the current session. */
  get receiving(): boolean {
    return this.receivingNow;
  }

  /** Sessions in which packets arrived. */
  get sessions(): number {
    return this.sessionCount;
  }

  /** Resolves once the current session ended (its output file complete). */
  async sessionEnded(): Promise<void> {
    await this.exited;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.relistenTimer) clearTimeout(this.relistenTimer);
    this.relistenTimer = null;
    this.process?.kill('SIGINT');
    const killer = setTimeout(() => this.process?.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(killer);
  }

  private listen(): void {
    const output = this.options.outputFile
      ? ['-c', 'copy', '-f', 'flv', '-y', this.options.outputFile]
      : ['-c', 'copy', '-f', 'null', '-'];
    const child = spawn(
      this.options.ffmpegPath ?? 'ffmpeg',
      [
        '-hide_banner',
        '-nostats',
        '-loglevel',
        'error',
        '-listen',
        '1',
        '-i',
        this.publishUrl,
        '-progress',
        'pipe:1',
        ...output,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    this.process = child;
    let counted = false;
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (!chunk.includes('progress=')) return;
      if (!this.receivingNow) this.options.onReceiving?.(true);
      this.receivingNow = true;
      if (!counted) this.sessionCount += 1;
      counted = true;
    });
    this.exited = new Promise((resolve) => {
      let alreadyEnded = false;
      const ended = () => {
        if (alreadyEnded) return;
        alreadyEnded = true;
        this.process = null;
        if (this.receivingNow) this.options.onReceiving?.(false);
        this.receivingNow = false;
        resolve();
        if (this.stopped || !this.options.relisten) return;
        // A short pause, so that a listener that cannot start (its port taken) does not spin.
        this.relistenTimer = setTimeout(() => {
          this.relistenTimer = null;
          if (!this.stopped) this.listen();
        }, 250);
      };
      child.once('error', ended);
      child.once('exit', ended);
    });
  }
}
