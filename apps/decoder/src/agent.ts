import os from 'node:os';
import { chooseChannel, type LiveChannel } from './channels';
import { PlayerProcess, programVersion, type PlayerKind } from './player';
import { formatPlayhead, type FfmpegProgress } from './progress';
import {
  DECODER_PROTOCOL_PREFIX,
  type DecoderChannels,
  type DecoderReport,
  type DecoderStatus,
} from './protocol';
import { SignInRefusedError, VenueSession } from './session';
import { StreamProxy } from './proxy';

export interface DecoderAgentOptions {
  /** The studio server, e.g. http://localhost:8080. */
  serverUrl: string;
  username: string;
  /** The venue's password: kept in memory, never printed. */
  password: string;
  version: string;
  /** ffmpeg decoding and discarding (the default), or a local player. */
  player?: PlayerKind;
  /** The player program (its path), when not the kind's name on PATH. */
  playerCommand?: string;
  /** Between channel checks, each followed by a report. */
  pollMs?: number;
  /** Where the decoder's lines go; stdout by default. */
  print?: (line: string) => void;
}

/** Why `run` ended: a shutdown, or the server refused the venue's sign-in (venue removed). */
export type DecoderOutcome = 'shutdown' | 'signed-out';

/** How long the playhead may stand still before the decoder says it is not playing. */
const STALLED_MS = 15_000;
const MAX_RETRY_MS = 10_000;

interface Playing {
  channel: LiveChannel;
  player: PlayerProcess;
  /** Seconds played, from ffmpeg's progress (a local player: time since it started). */
  playheadSeconds: number;
  lastProgressAtMs: number;
}

/**
 * A venue's decoder: signs in as the venue, checks the channels the venue may use every few
 * seconds, plays the first live one (the one on screen stays while it is live) and reports what
 * it does. A lost connection is waited out; a refused sign-in (the venue removed, its password
 * changed) ends the run.
 */
export class DecoderAgent {
  private readonly session: VenueSession;
  private readonly proxy: StreamProxy;
  private readonly print: (line: string) => void;
  private readonly kind: PlayerKind;
  private readonly command: string;
  private readonly playerVersion: string;
  private playing: Playing | null = null;
  private readonly stopped = new AbortController();
  private signedOut: SignInRefusedError | null = null;
  private wake: (() => void) | undefined;

  constructor(private readonly options: DecoderAgentOptions) {
    this.print = options.print ?? ((line) => process.stdout.write(`${line}\n`));
    this.kind = options.player ?? 'ffmpeg';
    this.command = options.playerCommand ?? this.kind;
    const version = programVersion(this.command);
    this.playerVersion =
      `studio-decoder ${options.version} (${this.kind}${version ? ` ${version}` : ''})`.slice(
        0,
        50,
      );
    this.session = new VenueSession(options);
    this.proxy = new StreamProxy(this.session, {
      onSignedOut: (error) => {
        this.signedOut = error;
        this.wake?.();
      },
    });
  }

  private running: Promise<DecoderOutcome> | undefined;

  /** Runs until `shutdown` or until the server refuses the venue's sign-in. */
  run(): Promise<DecoderOutcome> {
    this.running ??= this.loop();
    return this.running;
  }

  private async loop(): Promise<DecoderOutcome> {
    await this.proxy.start();
    let failures = 0;
    try {
      while (!this.stopped.signal.aborted) {
        try {
          if (this.signedOut) throw this.signedOut;
          await this.step();
          if (failures > 0) this.print('Connected to the server again.');
          failures = 0;
        } catch (error) {
          if (error instanceof SignInRefusedError) {
            this.print(
              `Signed out: ${error.message} The venue was removed or its password changed; stopping.`,
            );
            await this.stopPlaying();
            return 'signed-out';
          }
          if (this.stopped.signal.aborted) break;
          if (failures === 0)
            this.print(
              `Lost the connection to the server (${error instanceof Error ? error.message : String(error)}); trying again.`,
            );
          failures += 1;
        }
        await this.sleep(
          failures === 0
            ? (this.options.pollMs ?? 5000)
            : Math.min(MAX_RETRY_MS, 500 * 2 ** failures),
        );
      }
      // Shut down: the venue page shows the decoder gone rather than playing until it ages out.
      await this.stopPlaying();
      if (this.session.signedIn) await this.report('offline').catch(() => undefined);
      return 'shutdown';
    } finally {
      await this.stopPlaying();
      await this.proxy.close();
    }
  }

  /** Stops playing, tells the server the decoder is offline, and waits for `run` to end. */
  async shutdown(): Promise<void> {
    this.stopped.abort();
    this.wake?.();
    await this.running;
  }

  private async step(): Promise<void> {
    const answer = await this.session.request(`${DECODER_PROTOCOL_PREFIX}/channels`);
    if (answer.status === 403) throw new SignInRefusedError(403);
    if (!answer.ok) throw new Error(`the server answered ${answer.status}`);
    const { channels } = (await answer.json()) as DecoderChannels;
    const current = this.playing && !this.playing.player.exited ? this.playing.channel : null;
    const choice = chooseChannel(channels, current);
    if (
      choice?.encoderChannelId !== current?.encoderChannelId ||
      choice?.eventId !== current?.eventId
    ) {
      await this.stopPlaying();
      if (choice) this.play(choice);
    }
    await this.report(this.status());
  }

  private play(channel: LiveChannel): void {
    this.proxy.resetMedia();
    const url = this.proxy.localUrl(channel.playlistPath);
    this.print(`Playing "${channel.name}" with ${this.kind}.`);
    const playing: Playing = {
      channel,
      playheadSeconds: 0,
      lastProgressAtMs: Date.now(),
      player: new PlayerProcess(this.kind, this.command, url, {
        onProgress: (progress: FfmpegProgress) => {
          if (progress.outTimeSeconds === null) return;
          if (progress.outTimeSeconds > playing.playheadSeconds)
            playing.lastProgressAtMs = Date.now();
          playing.playheadSeconds = progress.outTimeSeconds;
        },
        onExit: (code, error) => {
          if (this.playing !== playing || this.stopped.signal.aborted) return;
          this.print(
            `The player stopped (${code ?? 'no exit code'}${error ? `: ${error}` : ''}); it starts again on the next check.`,
          );
        },
      }),
    };
    this.playing = playing;
  }

  private async stopPlaying(): Promise<void> {
    const playing = this.playing;
    this.playing = null;
    await playing?.player.stop();
  }

  /** Playing while the player runs and its playhead moved lately; online otherwise. */
  private status(): DecoderStatus {
    const playing = this.playing;
    if (!playing || playing.player.exited) return 'online';
    if (this.kind !== 'ffmpeg') return 'playing';
    return playing.playheadSeconds > 0 && Date.now() - playing.lastProgressAtMs < STALLED_MS
      ? 'playing'
      : 'online';
  }

  private async report(status: DecoderStatus): Promise<void> {
    const playing = status === 'playing' ? this.playing : null;
    const playheadSeconds = playing
      ? this.kind === 'ffmpeg'
        ? playing.playheadSeconds
        : (Date.now() - playing.player.startedAtMs) / 1000
      : null;
    const report: DecoderReport = {
      status,
      playerVersion: this.playerVersion,
      bufferSeconds:
        playheadSeconds === null
          ? null
          : Math.round(Math.max(0, this.proxy.receivedMediaSeconds - playheadSeconds) * 10) / 10,
      freeMemoryBytes: os.freemem(),
      totalMemoryBytes: os.totalmem(),
      averageBandwidthKbps: status === 'offline' ? null : this.proxy.bandwidth.kbps(Date.now()),
      playheadPosition: playheadSeconds === null ? null : formatPlayhead(playheadSeconds),
      streamUrl: playing
        ? new URL(playing.channel.playlistPath, this.options.serverUrl).toString()
        : null,
    };
    const answer = await this.session.request(`${DECODER_PROTOCOL_PREFIX}/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    await answer.body?.cancel();
    if (answer.status === 403) throw new SignInRefusedError(403);
    if (!answer.ok) throw new Error(`the server answered ${answer.status} to the report`);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
