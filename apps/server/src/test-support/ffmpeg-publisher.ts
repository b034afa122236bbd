import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  EncoderUnreachableError,
  type EncoderControl,
  type EncoderReport,
  type StreamAssignment,
} from '../live/encoder-control';

/**
 * An RTMP publisher of a test pattern with a tone, as an encoder would send it: H.264 with a
 * keyframe every second (the relay's 1-second segments are cut on keyframes) and AAC.
 */
export function startTestPublisher(publishUrl: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=30',
      '-f',
      'lavfi',
      '-i',
      'sine=sample_rate=48000',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '30',
      '-keyint_min',
      '30',
      '-sc_threshold',
      '0',
      '-c:a',
      'aac',
      '-f',
      'flv',
      publishUrl,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

/** Ends a publisher and waits for it to be gone. */
export async function stopTestPublisher(publisher: ChildProcess): Promise<void> {
  if (publisher.exitCode !== null || publisher.signalCode !== null) return;
  const exited = once(publisher, 'exit');
  publisher.kill('SIGKILL');
  await exited;
}

/**
 * The broadcast side's stand-in for the encoder agents: "starting" an encoder runs an ffmpeg
 * publisher to the assignment's ingest address with its key. Encoders in `unknown` never
 * reported; those in `unreachable` reported once but are not connected now.
 */
export class FfmpegEncoderControl implements EncoderControl {
  readonly publishers = new Map<string, ChildProcess>();
  readonly assignments = new Map<string, StreamAssignment>();
  readonly unknown = new Set<string>();
  readonly unreachable = new Set<string>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async startStream(
    _organisationId: string,
    encoderId: string,
    assignment: StreamAssignment,
  ): Promise<void> {
    if (this.unknown.has(encoderId) || this.unreachable.has(encoderId)) {
      throw new EncoderUnreachableError(encoderId);
    }
    await this.stopStream(_organisationId, encoderId);
    this.assignments.set(encoderId, assignment);
    this.publishers.set(
      encoderId,
      startTestPublisher(`${assignment.ingestUrl}/${assignment.streamKey}`),
    );
  }

  async stopStream(_organisationId: string, encoderId: string): Promise<void> {
    const publisher = this.publishers.get(encoderId);
    this.publishers.delete(encoderId);
    this.assignments.delete(encoderId);
    if (publisher) await stopTestPublisher(publisher);
  }

  async lastReport(_organisationId: string, encoderId: string): Promise<EncoderReport | null> {
    if (this.unknown.has(encoderId)) return null;
    const assignment = this.assignments.get(encoderId);
    return {
      state: assignment ? 'STARTED' : 'STOPPED',
      eventId: assignment?.eventId ?? null,
      reportedAt: this.now(),
    };
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.publishers.keys()].map((id) => this.stopStream('', id)));
  }
}

/** How many video packets a recorded file holds (ffprobe, demux only): 0 when none or unreadable. */
export async function countVideoPackets(file: string): Promise<number> {
  const probe = spawn(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-count_packets',
      '-show_entries',
      'stream=nb_read_packets',
      '-of',
      'csv=p=0',
      file,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let output = '';
  probe.stdout?.setEncoding('utf8');
  probe.stdout?.on('data', (chunk: string) => (output += chunk));
  await once(probe, 'exit');
  const count = Number.parseInt(output.trim(), 10);
  return Number.isFinite(count) ? count : 0;
}
