import { spawn, type ChildProcess } from 'node:child_process';
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
