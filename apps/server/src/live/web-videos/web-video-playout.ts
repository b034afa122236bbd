import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { snapCuesToKeyframes } from '@studio/domain';
import type { Database } from '../../db/connection';
import { mediaItems } from '../../db/media/schema';
import {
  trustedOrganisationId,
  type OrganisationId,
} from '../../db/organisation-scoped-repository';
import { rtmpDestinations } from '../../db/settings/schema';
import type { WebVideoStatus } from '../../db/web-videos/schema';
import {
  findRunningWebVideos,
  startedWebVideoOnChannel,
  WebVideosRepository,
  type WebVideoRow,
} from '../../db/web-videos/web-videos-repository';
import type { SystemEventLog } from '../../events/system-event-log';
import { mediaFileKey, ORIGINAL_FILE } from '../../media/media-files';
import type { AccountedStorage } from '../../storage/accounted-storage';
import { destinationPublishUrl } from '../broadcast/destination-pusher';
import { HlsRelay, RECORDING_PLAYLIST } from '../broadcast/hls-relay';
import { parseMediaPlaylist, type MediaPlaylist } from '../broadcast/playlist';
import type { RtmpIngest } from '../broadcast/rtmp-ingest';

const run = promisify(execFile);

export interface WebVideoPlayoutOptions {
  db: Database;
  storage: AccountedStorage;
  /** The RTMP ingest while it listens (Broadcaster.ingest): web videos publish into it. */
  ingest: () => RtmpIngest | null;
  /** Folder of the relays' recordings (the broadcaster's): `<liveDir>/<web video folder>`. */
  liveDir: string;
  /** Where the library original is copied for ffmpeg to read (storage may not be local files). */
  workDir: string;
  events: SystemEventLog;
  now: () => Date;
  ffmpegPath?: string;
  ffprobePath?: string;
  /**
   * After the publisher sent its last packet, the relay's time to write what it has received
   * before it is closed: the ingest keeps its players waiting for a publisher that may come back,
   * so the relay never ends by itself.
   */
  relaySettleMs?: number;
  /** How long the relay has to connect to the ingest before the playout fails. */
  relayConnectTimeoutMs?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/** One web video playing in this process: its publisher (ffmpeg) and its relay. */
interface Playout {
  organisationId: OrganisationId;
  video: WebVideoRow;
  /** Made once the source is ready; records what the ingest receives. */
  relay: HlsRelay | null;
  publisher: ChildProcess | null;
  /** Set when the operator or the shutdown ends it: the publisher's exit is then expected. */
  endingAs: 'stopped' | 'aborted' | null;
  sourceFile: string;
  /** Resolves once the playout is over and its state stored. */
  finished: Promise<void>;
}

/** Why a web video ended in error; the log has the details. */
export const WEB_VIDEO_ERROR_CODES = {
  ingestUnavailable: 'INGEST_UNAVAILABLE',
  sourceMissing: 'SOURCE_MISSING',
  playoutFailed: 'PLAYOUT_FAILED',
} as const;

/**
 * The ffmpeg arguments of a web video's publisher: the library original from the snapped start
 * to the snapped stop, stream copy (no re-encode: the library's H.264 and AAC are what the
 * ingest takes), at the content's own pace (`-re`) or as fast as it can read. With custom RTMP
 * destinations the tee muxer sends the same packets to each; `onfail=ignore` keeps one failing
 * destination from stopping the web channel or the others.
 */
export function publisherArguments(options: {
  sourceFile: string;
  startSeconds: number;
  stopSeconds: number;
  realtime: boolean;
  ingestUrl: string;
  destinationUrls: readonly string[];
}): string[] {
  const input = [
    ...(options.realtime ? ['-re'] : []),
    '-ss',
    options.startSeconds.toFixed(3),
    '-to',
    options.stopSeconds.toFixed(3),
    '-i',
    options.sourceFile,
  ];
  const streams = ['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'];
  const output =
    options.destinationUrls.length === 0
      ? ['-f', 'flv', options.ingestUrl]
      : [
          '-f',
          'tee',
          [
            `[f=flv]${teeEscape(options.ingestUrl)}`,
            ...options.destinationUrls.map((url) => `[f=flv:onfail=ignore]${teeEscape(url)}`),
          ].join('|'),
        ];
  return ['-hide_banner', '-loglevel', 'error', ...input, ...streams, ...output];
}

/** The tee muxer splits on `|` and reads `[...]` as options: those are escaped in an address. */
function teeEscape(url: string): string {
  return url.replace(/[\\|[\]]/g, (character) => `\\${character}`);
}

/**
 * Web videos (sim-live): a library video played out as a live stream on a web channel. Each
 * plays as an encoder would stream: an ffmpeg publisher sends the library original into the
 * RTMP ingest under a key of its own, and an HLS relay (the broadcaster's) records what arrives
 * into the folder the watch page reads. Both run in this process and are supervised here: the
 * publisher's end ends the web video (played to its stop cue, failed, or stopped), a server
 * shutdown aborts what plays, and a start aborts what a previous run left playing.
 */
export class WebVideoPlayout {
  private readonly playing = new Map<string, Playout>();
  log: (message: string, details?: Record<string, unknown>) => void;

  constructor(private readonly options: WebVideoPlayoutOptions) {
    this.log = options.log ?? (() => undefined);
  }

  /** Ends the web videos a previous run of the server left playing: nothing drives them now. */
  async start(): Promise<void> {
    for (const video of await findRunningWebVideos(this.options.db)) {
      await this.store(trustedOrganisationId(video.organisationId), video.id, 'aborted', null);
    }
  }

  /** The server is shutting down: what plays is aborted (a stopped web video cannot restart). */
  async stop(): Promise<void> {
    await Promise.all([...this.playing.values()].map((playout) => this.end(playout, 'aborted')));
  }

  /** Whether a web video's publisher or relay runs in this process. */
  isPlaying(webVideoId: string): boolean {
    return this.playing.has(webVideoId);
  }

  /**
   * Starts the playout of a new web video (status `pending`). Answers at once; the web video
   * moves to `starting`, then `started` (or `scheduled` when it waits for the next replay) as
   * the stream reaches the ingest, and its end is stored when the publisher ends.
   */
  play(organisationId: OrganisationId, video: WebVideoRow): void {
    let markFinished: () => void = () => undefined;
    const playout: Playout = {
      organisationId,
      video,
      relay: null,
      publisher: null,
      endingAs: null,
      sourceFile: join(this.options.workDir, `${video.id}.mp4`),
      finished: new Promise((resolve) => {
        markFinished = resolve;
      }),
    };
    this.playing.set(video.id, playout);
    this.launch(playout)
      .catch(async (error: unknown) => {
        this.log('web video: playout could not start', {
          webVideoId: video.id,
          error: error instanceof Error ? error.message : String(error),
        });
        await this.cleanUp(playout);
        await this.store(organisationId, video.id, 'error', WEB_VIDEO_ERROR_CODES.playoutFailed);
      })
      .catch((error: unknown) =>
        this.log('web video: could not store its end', {
          webVideoId: video.id,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => markFinished());
  }

  /**
   * Stops a web video for good (spec section 4: it cannot restart). Its publisher ends, and with
   * it every source using its content: the web channel's relay and each RTMP destination.
   */
  async stopWebVideo(organisationId: OrganisationId, video: WebVideoRow): Promise<void> {
    const playout = this.playing.get(video.id);
    if (playout) {
      await this.end(playout, 'stopped');
      return;
    }
    await this.store(organisationId, video.id, 'stopped', null);
  }

  recordingDir(video: Pick<WebVideoRow, 'folder'>): string {
    return join(this.options.liveDir, video.folder);
  }

  async readRecording(video: Pick<WebVideoRow, 'folder'>): Promise<MediaPlaylist | null> {
    const text = await readFile(join(this.recordingDir(video), RECORDING_PLAYLIST), 'utf8').catch(
      () => null,
    );
    return text === null ? null : parseMediaPlaylist(text);
  }

  /** The web video a web channel plays now, if any (the watch page asks). */
  async channelSource(webChannelId: string): Promise<WebVideoRow | null> {
    return (await startedWebVideoOnChannel(this.options.db, webChannelId)) ?? null;
  }

  private async launch(playout: Playout): Promise<void> {
    const { video, organisationId } = playout;
    const ingest = this.options.ingest();
    if (!ingest) {
      this.playing.delete(video.id);
      await this.store(organisationId, video.id, 'error', WEB_VIDEO_ERROR_CODES.ingestUnavailable);
      return;
    }
    await this.store(organisationId, video.id, 'starting', null);
    const source = await this.options.storage.get(
      mediaFileKey(organisationId, video.mediaId, ORIGINAL_FILE),
    );
    if (!source) {
      this.playing.delete(video.id);
      await this.store(organisationId, video.id, 'error', WEB_VIDEO_ERROR_CODES.sourceMissing);
      return;
    }
    await mkdir(this.options.workDir, { recursive: true });
    await pipeline(source.body, createWriteStream(playout.sourceFile));
    if (playout.endingAs) {
      await this.finish(playout, null);
      return;
    }
    const [item] = await this.options.db
      .select({ durationSeconds: mediaItems.durationSeconds })
      .from(mediaItems)
      .where(eq(mediaItems.id, video.mediaId));
    const cues = snapCuesToKeyframes(
      await this.keyframesOf(playout.sourceFile),
      video.startCueMs / 1000,
      video.stopCueMs / 1000,
      item?.durationSeconds ?? null,
    );
    const destinations = await this.destinationsOf(video);
    if (playout.endingAs) {
      await this.finish(playout, null);
      return;
    }

    playout.relay = new HlsRelay({
      inputUrl: ingest.playUrl(video.streamKey),
      outputDir: this.recordingDir(video),
      ...(this.options.ffmpegPath ? { ffmpegPath: this.options.ffmpegPath } : {}),
      onRestart: (exitCode) =>
        this.log('web video relay restarted', { webVideoId: video.id, exitCode }),
    });
    ingest.expect(video.streamKey, {
      onPublishing: (resumed) => {
        if (resumed) return;
        this.inBackground(video.id, 'store its start', this.onPublishing(playout));
      },
      onDropped: () => undefined,
      onEnded: () => undefined,
    });
    // The relay plays the key before anything is published: the ingest then sends it every
    // packet from the first, which a publisher faster than realtime would otherwise outrun.
    await playout.relay.start();
    await this.waitForRelay(ingest, playout);
    if (playout.endingAs) {
      await this.finish(playout, null);
      return;
    }
    const publisher = spawn(
      this.options.ffmpegPath ?? 'ffmpeg',
      publisherArguments({
        sourceFile: playout.sourceFile,
        startSeconds: cues.startSeconds,
        stopSeconds: cues.stopSeconds,
        realtime: video.playoutBehaviour === 'realtime',
        ingestUrl: ingest.playUrl(video.streamKey),
        destinationUrls: destinations.map((destination) => destination.url),
      }),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    playout.publisher = publisher;
    let stderrTail = '';
    publisher.stderr?.setEncoding('utf8');
    publisher.stderr?.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-2000);
    });
    const exitCode = await new Promise<number | null>((resolve) => {
      publisher.once('error', () => resolve(null));
      publisher.once('exit', (code) => resolve(code));
    });
    playout.publisher = null;
    if (exitCode !== 0 && !playout.endingAs) {
      // Its addresses carry stream keys: they are cut out before the words reach the log.
      this.log('web video publisher failed', {
        webVideoId: video.id,
        exitCode,
        stderrTail: redactKeys(stderrTail, [
          video.streamKey,
          ...destinations.map((destination) => destination.streamKey),
        ]),
      });
    }
    await this.finish(playout, exitCode);
  }

  /** Until the relay reads the key (it connects within a second or so) or the video ends. */
  private async waitForRelay(ingest: RtmpIngest, playout: Playout): Promise<void> {
    const deadline = Date.now() + (this.options.relayConnectTimeoutMs ?? 15_000);
    while (ingest.playerCount(playout.video.streamKey) === 0 && !playout.endingAs) {
      if (Date.now() > deadline) throw new Error('the relay did not connect to the ingest');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async onPublishing(playout: Playout): Promise<void> {
    if (playout.endingAs) return;
    // A replay prepared for the next scheduled replay does not take the channel now.
    const status: WebVideoStatus =
      playout.video.playoutBehaviour === 'faster_next_replay' ? 'starting' : 'started';
    if (status === 'started') {
      await this.store(playout.organisationId, playout.video.id, 'started', null, {
        startedAt: this.options.now(),
      });
    }
  }

  /**
   * The publisher ended: played to its stop cue (exit 0), failed, or was ended on purpose. The
   * relay closes the recording. A realtime web video is over; a faster one stays on the channel
   * as on-demand video until stopped, or waits (`scheduled`) for the next replay.
   */
  private async finish(playout: Playout, exitCode: number | null): Promise<void> {
    const { video, organisationId } = playout;
    if (exitCode === 0 && !playout.endingAs) {
      await new Promise((resolve) => setTimeout(resolve, this.options.relaySettleMs ?? 1500));
    }
    await this.cleanUp(playout);
    if (playout.endingAs) {
      await this.store(organisationId, video.id, playout.endingAs, null);
      return;
    }
    if (exitCode !== 0) {
      await this.store(organisationId, video.id, 'error', WEB_VIDEO_ERROR_CODES.playoutFailed);
      return;
    }
    if (video.playoutBehaviour === 'realtime') {
      await this.store(organisationId, video.id, 'stopped', null);
    } else if (video.playoutBehaviour === 'faster_next_replay') {
      await this.store(organisationId, video.id, 'scheduled', null);
    } else {
      const current = await this.repository(organisationId).findById(video.id);
      // Played out before its relay reported it (a very short cut): it is on the channel now.
      if (current?.status === 'starting') {
        await this.store(organisationId, video.id, 'started', null, {
          startedAt: this.options.now(),
        });
      }
    }
  }

  /** The ingest refuses its key again, the relay closes the recording, the copy goes. */
  private async cleanUp(playout: Playout): Promise<void> {
    this.playing.delete(playout.video.id);
    const ingest = this.options.ingest();
    ingest?.forget(playout.video.streamKey);
    // The relay is told to stop, then its connection ends: blocked reading the ingest, it would
    // otherwise wait out its read timeout.
    const relayStopped = playout.relay?.stop();
    ingest?.closePlayers(playout.video.streamKey);
    await relayStopped;
    await rm(playout.sourceFile, { force: true });
  }

  private async end(playout: Playout, as: 'stopped' | 'aborted'): Promise<void> {
    if (!playout.endingAs) {
      playout.endingAs = as;
      await this.store(playout.organisationId, playout.video.id, 'stopping', null);
    }
    const publisher = playout.publisher;
    if (publisher && publisher.exitCode === null && publisher.signalCode === null) {
      publisher.kill('SIGINT');
      const killer = setTimeout(() => publisher.kill('SIGKILL'), 5000);
      await playout.finished;
      clearTimeout(killer);
      return;
    }
    await playout.finished;
  }

  /** Keyframe times of the source's video (packets flagged K), for the cues to snap to. */
  private async keyframesOf(file: string): Promise<number[]> {
    const { stdout } = await run(
      this.options.ffprobePath ?? 'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'packet=pts_time,flags',
        '-of',
        'csv=p=0',
        file,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return stdout
      .split('\n')
      .map((line) => line.split(','))
      .filter(([, flags]) => flags?.includes('K'))
      .map(([time]) => Number(time))
      .filter((time) => Number.isFinite(time));
  }

  /** The custom RTMP destinations it also goes to, with their keys (to push, and to redact). */
  private async destinationsOf(
    video: WebVideoRow,
  ): Promise<Array<{ url: string; streamKey: string }>> {
    if (video.rtmpDestinationIds.length === 0) return [];
    const rows = await this.options.db
      .select({
        id: rtmpDestinations.id,
        organisationId: rtmpDestinations.organisationId,
        streamUrl: rtmpDestinations.streamUrl,
        streamKey: rtmpDestinations.streamKey,
      })
      .from(rtmpDestinations)
      .where(eq(rtmpDestinations.organisationId, video.organisationId));
    return rows
      .filter((row) => video.rtmpDestinationIds.includes(row.id))
      .map((row) => ({
        url: destinationPublishUrl(row.streamUrl, row.streamKey),
        streamKey: row.streamKey,
      }));
  }

  private repository(organisationId: OrganisationId) {
    return new WebVideosRepository(this.options.db, organisationId);
  }

  /** Stores a state change and tells the organisation's event stream (`webvideo.state`). */
  private async store(
    organisationId: OrganisationId,
    webVideoId: string,
    status: WebVideoStatus,
    errorCode: string | null,
    extra: { startedAt?: Date } = {},
  ): Promise<void> {
    const now = this.options.now();
    const ended = ['stopped', 'aborted', 'error'].includes(status);
    const row = await this.repository(organisationId).update(webVideoId, {
      status,
      errorCode,
      ...extra,
      ...(ended ? { endedAt: now } : {}),
      updatedAt: now,
    });
    if (!row) return;
    await this.options.events.publish(organisationId, 'webvideo.state', {
      subjectId: webVideoId,
      state: status,
      data: { webChannelId: row.webChannelId },
    });
  }

  private inBackground(webVideoId: string, what: string, work: Promise<void>): void {
    work.catch((error: unknown) =>
      this.log(`web video: could not ${what}`, {
        webVideoId,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

/** Text with each secret replaced, for logs. */
function redactKeys(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join('[key]'), text);
}
