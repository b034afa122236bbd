import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ERROR_MESSAGES,
  meetsPlanRequirement,
  planRequirementMessage,
  type AbortCause,
  type ContentDestinationStatus,
} from '@studio/domain';
import type { Database } from '../../db/connection';
import {
  ContentDestinationsRepository,
  EncoderVideosRepository,
  abortReplaysLeftPlaying,
  failWaitingGoLiveRequests,
  findRunningEvents,
  GoLiveRequestsRepository,
  LiveEventsRepository,
  type ContentDestinationRow,
  type EncoderVideoRow,
  type GoLiveRequestRow,
  type LiveEventRow,
} from '../../db/broadcast/broadcast-repository';
import {
  contentDestinations,
  encoderVideos,
  type DestinationPrivacy,
  type DestinationPublishStatus,
  type StoredApiError,
} from '../../db/broadcast/schema';
import { MediaRepository } from '../../db/media/media-repository';
import { OrganisationsRepository } from '../../db/organisations/organisations-repository';
import type { MediaState } from '../../db/media/schema';
import { RtmpDestinationsRepository } from '../../db/settings/rtmp-destinations-repository';
import {
  trustedOrganisationId,
  type OrganisationId,
} from '../../db/organisation-scoped-repository';
import { EncoderUnreachableError, type EncoderControl } from '../encoder-control';
import {
  destinationPublishUrl,
  DestinationPusher,
  type DestinationPusherOptions,
  type PusherState,
  type PusherStateDetails,
  redactUrls,
} from './destination-pusher';
import { HlsRelay, RECORDING_PLAYLIST } from './hls-relay';
import { parseMediaPlaylist, type MediaPlaylist } from './playlist';
import type { RtmpIngest } from './rtmp-ingest';
import type { SocialLiveVideos } from './social-live-videos';

/** The longest an event runs (spec section 4): beyond it the event is aborted. */
export const MAX_EVENT_MINUTES = 12 * 60;
/** How long Go Live waits for the encoder's stream to reach the ingest before TIMED_OUT. */
export const DEFAULT_ENCODER_START_TIMEOUT_MS = 3 * 60_000;

/** Destination states that are still going: stopping an event moves them to stopped. */
const UNFINISHED_DESTINATION_STATUSES: readonly ContentDestinationStatus[] = [
  'idle',
  'starting',
  'started',
  'warning',
  'stopping',
];

/** Destinations the relay serves (web channels) or only records. */
const RELAYED_TYPES = ['EMBED', 'SAVEONLY'] as const;
/** Destinations a restreamer of their own sends the stream to. */
export const PUSHED_TYPES = ['RTMP', 'FACEBOOK', 'YOUTUBE'] as const;
type PushedType = (typeof PUSHED_TYPES)[number];

export const isPushedType = (type: string): type is PushedType =>
  (PUSHED_TYPES as readonly string[]).includes(type);

/** Destination states in which a restreamer runs or waits to. */
const PUSHING_STATUSES: readonly ContentDestinationStatus[] = ['starting', 'started', 'warning'];

export interface GoLiveDestination {
  type: (typeof RELAYED_TYPES)[number] | PushedType;
  webChannelId: string | null;
  /** The organisation's custom RTMP destination of an RTMP destination. */
  rtmpDestinationId?: string | null;
  /** The provider's channel (social_channels.external_id) of a social destination. */
  channelId?: string | null;
  privacy?: DestinationPrivacy | null;
  publishStatus?: DestinationPublishStatus | null;
  title: string | null;
  description: string | null;
  startOffsetMinutes: number;
  endOffsetMinutes: number;
  webPresetId: string | null;
  autosaveToLibrary: boolean;
}

export interface GoLiveOrder {
  name: string;
  encoderId: string;
  encoderChannelId: string;
  encoderPresetId: string | null;
  durationMinutes: number;
  destinations: GoLiveDestination[];
}

export interface BroadcasterOptions {
  db: Database;
  encoderControl: EncoderControl;
  /** The RTMP ingest; null when this server runs none (Go Live then fails with a reason). */
  ingest: RtmpIngest | null;
  /** Folder of the recordings: `<liveDir>/<organisation>/<encoder video>/index.m3u8`. */
  liveDir: string;
  now: () => Date;
  encoderStartTimeoutMs?: number;
  /** Told of relay restarts and of stream ends the operator did not ask for. */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** The social providers and the cipher of their stored access (social destinations). */
  social?: SocialLiveVideos;
  /** Restreamer settings (backoff, attempts); the defaults suit production. */
  pusher?: Pick<DestinationPusherOptions, 'retryDelayMs' | 'maxRetryDelayMs' | 'maxFailures'>;
}

/** Who runs restreamers: a live event's stream, or the republishing of one destination. */
interface PushOwner {
  organisationId: OrganisationId;
  eventId: string;
  /** The restreamer of each pushed destination, by destination id. */
  pushers: Map<string, DestinationPusher>;
  /** How to end each social destination's live video at its provider, by destination id. */
  liveVideoStops: Map<string, () => Promise<void>>;
  /** Told when a destination's restreamer ended for good (finished, given up or stopped). */
  onPushEnded?: (destinationId: string) => Promise<void>;
}

/** What runs in this process for one live event. */
interface RunningStream extends PushOwner {
  encoderId: string;
  streamKey: string;
  relay: HlsRelay;
  goLiveRequestId: string | null;
  startTimer: NodeJS.Timeout | null;
  endTimer: NodeJS.Timeout | null;
  /** Whether the encoder's stream reached the ingest (restreamers start from then on). */
  publishing: boolean;
}

/** Why a destination cannot stream now; `unreachable` when its provider did not answer. */
interface PushRefusal {
  error: string;
  unreachable?: boolean;
}

const errorOf = (code: string, message: string): StoredApiError => ({ code, message });

/**
 * The broadcast side of live: Go Live (an event, its destinations and its recording), the
 * stream's way from the encoder through the ingest to the relay (web channels, recording) and to
 * one restreamer per RTMP or social destination, republishing a recording to a destination, and
 * the ends of events. The encoder is told to stream through EncoderControl; that the stream
 * arrived is learnt from the ingest only. A destination's restreamer failing changes that
 * destination's state only: never the relay's, never another destination's.
 */
export class Broadcaster {
  private readonly running = new Map<string, RunningStream>();
  /** Destinations whose event's recording plays to them again (republish), by destination id. */
  private readonly replays = new Map<string, PushOwner>();
  private ingestListening = false;
  /** Where operational notes go; app.ts points it at the server's log. */
  log: (message: string, details?: Record<string, unknown>) => void;

  constructor(private readonly options: BroadcasterOptions) {
    this.log = options.log ?? (() => undefined);
  }

  /** The ingest, when it is listening. */
  get ingest(): RtmpIngest | null {
    return this.ingestListening ? this.options.ingest : null;
  }

  /**
   * Starts the ingest and ends the events a previous run of the server left running. An ingest
   * that cannot listen (its port taken) leaves the studio running without live: Go Live then
   * fails with its reason.
   */
  async start(): Promise<void> {
    try {
      await this.options.ingest?.start();
      this.ingestListening = this.options.ingest !== null;
    } catch (error) {
      this.log('the RTMP ingest could not start; Go Live is unavailable', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    for (const event of await findRunningEvents(this.options.db)) {
      await this.finishEvent(
        trustedOrganisationId(event.organisationId),
        event.id,
        'ABORTED',
        'destinationStopped',
      );
    }
    await failWaitingGoLiveRequests(
      this.options.db,
      errorOf('SERVICE_RESTARTED', ERROR_MESSAGES.internalTryAgain),
      this.options.now(),
    );
    // Only now: the loop above aborts live events' destinations, what is left pushing is replays.
    const replays = await abortReplaysLeftPlaying(this.options.db, this.options.now(), {
      types: PUSHED_TYPES,
      statuses: [...PUSHING_STATUSES, 'stopping'],
    });
    if (replays > 0)
      this.log('republished recordings the last run left playing were aborted', { replays });
  }

  /** Stops every stream (the server is shutting down): their events are aborted. */
  async stop(): Promise<void> {
    for (const [destinationId, replay] of [...this.replays]) {
      await this.endPush(replay, destinationId);
      await this.moveDestination(replay, destinationId, 'stopped', null);
    }
    for (const stream of [...this.running.values()]) {
      await this.finishEvent(
        stream.organisationId,
        stream.eventId,
        'ABORTED',
        'destinationStopped',
      );
    }
    if (this.ingestListening) await this.options.ingest?.stop();
    this.ingestListening = false;
  }

  private repositories(organisationId: OrganisationId) {
    const { db } = this.options;
    return {
      events: new LiveEventsRepository(db, organisationId),
      requests: new GoLiveRequestsRepository(db, organisationId),
      destinations: new ContentDestinationsRepository(db, organisationId),
      videos: new EncoderVideosRepository(db, organisationId),
    };
  }

  /**
   * Whether this process reads a live event's recording folder now: its relay writes it, or a
   * republish of one of its destinations plays it (retention leaves such a recording alone).
   */
  playsRecordingOf(eventId: string): boolean {
    if (this.running.has(eventId)) return true;
    return [...this.replays.values()].some((replay) => replay.eventId === eventId);
  }

  /** The event an encoder is streaming for, if any (Go Live asks before replacing it). */
  async eventRunningOn(organisationId: OrganisationId, encoderId: string) {
    return this.repositories(organisationId).events.runningForEncoder(encoderId);
  }

  /**
   * Creates the event, its destinations and its recording, and has the encoder start. Answers
   * the go-live request at once; it moves on as the encoder and the ingest report.
   * The caller has checked the order (channels of the organisation, no other event running on
   * the encoder unless forced: `stopEvent` it first).
   */
  async goLive(organisationId: OrganisationId, order: GoLiveOrder): Promise<GoLiveRequestRow> {
    const now = this.options.now();
    const repos = this.repositories(organisationId);
    const request = await repos.requests.insert({ state: 'SCHEDULE_CREATE_WAIT' });
    const fail = async (state: 'FAILED' | 'NOT_EXIST', error: StoredApiError) =>
      (await repos.requests.update(request.id, { state, error, updatedAt: this.options.now() })) ??
      request;

    const report = await this.options.encoderControl.lastReport(organisationId, order.encoderId);
    if (!report) {
      return fail('NOT_EXIST', errorOf('ENCODER_NOT_FOUND', 'The encoder has never connected.'));
    }
    const ingest = this.ingestListening ? this.options.ingest : null;
    if (!ingest) {
      return fail('FAILED', errorOf('INGEST_UNAVAILABLE', ERROR_MESSAGES.unavailable));
    }
    const streamKey = await repos.events.streamKeyOf(order.encoderChannelId);
    if (ingest.isExpected(streamKey)) {
      return fail(
        'FAILED',
        errorOf('CHANNEL_IN_USE', 'The encoder channel is streaming for another event.'),
      );
    }
    const event = await repos.events.insert({
      name: order.name,
      encoderId: order.encoderId,
      encoderChannelId: order.encoderChannelId,
      encoderPresetId: order.encoderPresetId,
      durationMinutes: order.durationMinutes,
      state: 'STARTING',
    });
    for (const destination of order.destinations) {
      await repos.destinations.insert({
        eventId: event.id,
        type: destination.type,
        webChannelId: destination.webChannelId,
        rtmpDestinationId: destination.rtmpDestinationId ?? null,
        channelId: destination.channelId ?? null,
        privacy: destination.privacy ?? null,
        publishStatus: destination.publishStatus ?? null,
        status: 'starting',
        title: destination.title ?? order.name,
        description: destination.description,
        startRequestTime: now,
        startOffsetMinutes: destination.startOffsetMinutes,
        endOffsetMinutes: destination.endOffsetMinutes,
        webPresetId: destination.webPresetId,
        autosaveToLibrary: destination.autosaveToLibrary,
      });
    }
    const video = await repos.videos.insert({
      eventId: event.id,
      encoderChannelId: order.encoderChannelId,
      name: order.name,
      startTime: now,
      state: 'STARTING',
      folder: join(organisationId, event.id),
    });
    await repos.requests.update(request.id, {
      eventId: event.id,
      state: 'ENCODER_START_WAIT',
      updatedAt: this.options.now(),
    });

    const stream: RunningStream = {
      organisationId,
      eventId: event.id,
      encoderId: order.encoderId,
      streamKey,
      relay: new HlsRelay({
        inputUrl: ingest.playUrl(streamKey),
        outputDir: this.recordingDir(video),
        // ffmpeg names the ingest URL it failed on, and that holds the channel's stream key.
        onRestart: (exitCode, stderrTail) =>
          this.log('live relay restarted', {
            eventId: event.id,
            exitCode,
            stderrTail: redactUrls(stderrTail),
          }),
      }),
      goLiveRequestId: request.id,
      startTimer: null,
      endTimer: null,
      publishing: false,
      pushers: new Map(),
      liveVideoStops: new Map(),
    };
    this.running.set(event.id, stream);
    ingest.expect(streamKey, {
      onPublishing: (resumed) =>
        this.inBackground('start the stream', this.onPublishing(stream, resumed)),
      onDropped: () => {
        this.log('live publisher dropped; waiting for it to come back', { eventId: event.id });
        // Restreamers wait with the relay rather than use up their retries on an empty input.
        for (const pusher of stream.pushers.values()) pusher.hold();
      },
      onEnded: () => this.inBackground('end the stream', this.onPublishEnded(stream)),
    });
    stream.startTimer = setTimeout(
      () => this.inBackground('time the start out', this.onStartTimedOut(stream)),
      this.options.encoderStartTimeoutMs ?? DEFAULT_ENCODER_START_TIMEOUT_MS,
    );
    try {
      await this.options.encoderControl.startStream(organisationId, order.encoderId, {
        eventId: event.id,
        ingestUrl: ingest.publishUrl(),
        streamKey,
        encoderPresetId: order.encoderPresetId,
      });
    } catch (error) {
      const message =
        error instanceof EncoderUnreachableError
          ? 'The encoder is not connected.'
          : ERROR_MESSAGES.unexpectedServer;
      await this.finishEvent(organisationId, event.id, 'ERROR', null);
      return fail('FAILED', errorOf('ENCODER_UNREACHABLE', message));
    }
    return (await repos.requests.findById(request.id)) ?? request;
  }

  private async onPublishing(stream: RunningStream, resumed: boolean): Promise<void> {
    if (resumed) {
      for (const pusher of stream.pushers.values()) pusher.resume();
      return;
    }
    if (stream.startTimer) clearTimeout(stream.startTimer);
    stream.startTimer = null;
    await stream.relay.start();
    stream.publishing = true;
    const now = this.options.now();
    const repos = this.repositories(stream.organisationId);
    const event = await repos.events.update(stream.eventId, {
      state: 'STARTED',
      startedAt: now,
      updatedAt: now,
    });
    // Web channels and the recording run with the relay; the others once their restreamer runs.
    await repos.destinations.moveEventDestinations(
      stream.eventId,
      ['starting'],
      { status: 'started' },
      now,
      RELAYED_TYPES,
    );
    for (const destination of await repos.destinations.ofEvent(stream.eventId)) {
      if (isPushedType(destination.type) && destination.status === 'starting') {
        await this.startPush(stream, destination);
      }
    }
    const video = await repos.videos.ofEvent(stream.eventId);
    if (video) await repos.videos.update(video.id, { state: 'STARTED', updatedAt: now });
    if (stream.goLiveRequestId) {
      await repos.requests.update(stream.goLiveRequestId, {
        state: 'SCHEDULE_CREATED',
        updatedAt: now,
      });
    }
    const minutes = Math.min(event?.durationMinutes ?? MAX_EVENT_MINUTES, MAX_EVENT_MINUTES);
    stream.endTimer = setTimeout(() => {
      const ranTooLong = minutes >= MAX_EVENT_MINUTES;
      this.inBackground(
        'end the event at its duration',
        this.finishEvent(
          stream.organisationId,
          stream.eventId,
          ranTooLong ? 'ABORTED' : 'STOPPED',
          ranTooLong ? 'encoderRanTooLong' : null,
        ),
      );
    }, minutes * 60_000);
  }

  /** The publisher did not come back within the grace window: the input is gone. */
  private async onPublishEnded(stream: RunningStream): Promise<void> {
    if (!this.running.has(stream.eventId)) return;
    this.log('live publisher gone; the event is aborted', { eventId: stream.eventId });
    await this.finishEvent(stream.organisationId, stream.eventId, 'ABORTED', 'badEncoderInput');
  }

  private async onStartTimedOut(stream: RunningStream): Promise<void> {
    if (!this.running.has(stream.eventId) || stream.startTimer === null) return;
    stream.startTimer = null;
    const requestId = stream.goLiveRequestId;
    await this.finishEvent(stream.organisationId, stream.eventId, 'ERROR', null);
    if (requestId) {
      await this.repositories(stream.organisationId).requests.update(requestId, {
        state: 'TIMED_OUT',
        error: errorOf('ENCODER_START_TIMEOUT', 'The encoder stream did not arrive in time.'),
        updatedAt: this.options.now(),
      });
    }
  }

  /** Work the ingest and timers start: nobody awaits it, so its failure goes to the log. */
  private inBackground(what: string, work: Promise<void>): void {
    work.catch((error: unknown) =>
      this.log(`live: could not ${what}`, {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  /** Stops an event on request: its encoder, relay, destinations and recording. */
  async stopEvent(organisationId: OrganisationId, eventId: string): Promise<void> {
    await this.finishEvent(organisationId, eventId, 'STOPPED', null);
  }

  /**
   * Ends an event for whatever reason, once: the encoder is told to stop, the key is refused
   * again, the relay closes the recording, unfinished destinations become stopped (or aborted
   * with the cause), and the recording gets its duration.
   */
  private async finishEvent(
    organisationId: OrganisationId,
    eventId: string,
    state: 'STOPPED' | 'ABORTED' | 'ERROR',
    abortCause: AbortCause | null,
  ): Promise<void> {
    const stream = this.running.get(eventId);
    this.running.delete(eventId);
    const repos = this.repositories(organisationId);
    const event = await repos.events.findById(eventId);
    if (stream) {
      if (stream.startTimer) clearTimeout(stream.startTimer);
      if (stream.endTimer) clearTimeout(stream.endTimer);
      this.options.ingest?.forget(stream.streamKey);
      await Promise.all([
        stream.relay.stop(),
        ...[...stream.pushers.values()].map((pusher) => pusher.stop()),
      ]);
      stream.pushers.clear();
      for (const destinationId of [...stream.liveVideoStops.keys()]) {
        await this.stopLiveVideo(stream, destinationId);
      }
    }
    if (event) {
      await this.options.encoderControl
        .stopStream(organisationId, event.encoderId)
        .catch((error: unknown) =>
          this.log('could not tell the encoder to stop', {
            eventId,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
    }
    const now = this.options.now();
    if (!event || !['STARTING', 'STARTED'].includes(event.state)) return;
    await repos.events.update(eventId, { state, abortCause, endedAt: now, updatedAt: now });
    await repos.destinations.moveEventDestinations(
      eventId,
      UNFINISHED_DESTINATION_STATUSES,
      state === 'ABORTED'
        ? { status: 'aborted', abortCause }
        : { status: state === 'ERROR' ? 'error' : 'stopped' },
      now,
    );
    const video = await repos.videos.ofEvent(eventId);
    if (video) {
      const recording = await this.readRecording(video);
      await repos.videos.update(video.id, {
        state: state === 'ERROR' ? 'ERROR' : 'STOPPED',
        durationSeconds: recording ? totalSeconds(recording) : 0,
        updatedAt: now,
      });
    }
  }

  /** Stopping an encoder video stops the events (and so the destinations) using it. */
  async stopEncoderVideo(organisationId: OrganisationId, video: EncoderVideoRow): Promise<void> {
    if (video.eventId) await this.stopEvent(organisationId, video.eventId);
  }

  /**
   * Starts a destination: it follows its event's stream from now on. A web channel or recording
   * is started with the relay; an RTMP or social destination is `starting` until its restreamer
   * runs (at once when the stream is already at the ingest, else when it arrives).
   */
  async startDestination(
    organisationId: OrganisationId,
    destination: ContentDestinationRow,
    event: LiveEventRow,
  ): Promise<ContentDestinationRow | undefined> {
    const now = this.options.now();
    const pushed = isPushedType(destination.type);
    const status: ContentDestinationStatus =
      event.state === 'STARTED' && !pushed ? 'started' : 'starting';
    const row = await this.repositories(organisationId).destinations.update(destination.id, {
      status,
      abortCause: null,
      errorReason: null,
      startRequestTime: now,
      updatedAt: now,
    });
    const stream = this.running.get(event.id);
    if (row && pushed && stream?.publishing) await this.startPush(stream, row);
    return row;
  }

  /** Stops a destination for good (its restreamer first); the event and its recording go on. */
  async stopDestination(
    organisationId: OrganisationId,
    destination: ContentDestinationRow,
  ): Promise<ContentDestinationRow | undefined> {
    const owner = this.replays.get(destination.id) ?? this.running.get(destination.eventId);
    if (owner) await this.endPush(owner, destination.id);
    const now = this.options.now();
    return this.repositories(organisationId).destinations.update(destination.id, {
      status: 'stopped',
      updatedAt: now,
    });
  }

  /** Why Go Live cannot stream to a social channel (not linked, access ended), if it cannot. */
  async socialChannelProblem(
    organisationId: OrganisationId,
    type: 'FACEBOOK' | 'YOUTUBE',
    channelId: string,
  ): Promise<string | null> {
    if (!this.options.social) return 'Social destinations are not available.';
    return this.options.social.channelProblem(organisationId, type, channelId);
  }

  /**
   * Publishes a social destination's live video at its provider (publish status unpublished or
   * scheduled_published becomes published).
   */
  async publishDestination(
    organisationId: OrganisationId,
    destination: ContentDestinationRow,
  ): Promise<ContentDestinationRow | PushRefusal> {
    if (!this.options.social) return { error: 'Social destinations are not available.' };
    const published = await this.options.social.publish(organisationId, destination);
    if (!published.ok) {
      return { error: published.reason, unreachable: published.unreachable ?? false };
    }
    const row = await this.repositories(organisationId).destinations.update(destination.id, {
      publishStatus: 'published',
      updatedAt: this.options.now(),
    });
    return row ?? destination;
  }

  /**
   * Reads a social destination's figures at its provider and keeps them on the destination: the
   * views, and the highest viewers seen (the provider tells viewers now only). A provider that
   * cannot be reached or refuses leaves what was stored, noted in the log by its reason alone
   * (the access is never logged).
   */
  async refreshSocialViewing(
    organisationId: OrganisationId,
    destination: ContentDestinationRow,
  ): Promise<ContentDestinationRow> {
    if (!this.options.social || !destination.providerVideoId) return destination;
    const read = await this.options.social.statistics(organisationId, destination);
    if (!read.ok) {
      this.log('a social destination’s figures could not be read; the stored ones answer', {
        destinationId: destination.id,
        reason: read.reason,
        unreachable: read.unreachable ?? false,
      });
      return destination;
    }
    const { views, viewers } = read.value;
    const peak = Math.max(destination.providerPeakViewers, viewers);
    if (views === destination.providerViews && peak === destination.providerPeakViewers) {
      return destination;
    }
    const row = await this.repositories(organisationId).destinations.update(destination.id, {
      providerViews: views,
      providerPeakViewers: peak,
    });
    return row ?? destination;
  }

  /**
   * Starts the restreamer of one RTMP or social destination. Where it streams is read now (an
   * RTMP destination edited since the event was made streams with its new key). A destination
   * with nowhere to stream goes to error with the reason; the others never notice.
   */
  private async startPush(stream: RunningStream, destination: ContentDestinationRow) {
    const ingest = this.options.ingest;
    if (!ingest || stream.pushers.has(destination.id)) return;
    const target = await this.pushTargetOf(stream, destination);
    if ('error' in target) {
      await this.moveDestination(stream, destination.id, 'error', target.error);
      return;
    }
    // The event may have ended, or the destination been stopped, while the target was made.
    if (this.running.get(stream.eventId) !== stream) {
      await this.stopLiveVideo(stream, destination.id);
      return;
    }
    await this.launchPusher(stream, destination.id, ingest.playUrl(stream.streamKey), target.url);
  }

  private async launchPusher(
    owner: PushOwner,
    destinationId: string,
    inputUrl: string,
    outputUrl: string,
    playsOnce = false,
  ): Promise<void> {
    const current = await this.repositories(owner.organisationId).destinations.findById(
      destinationId,
    );
    if (owner.pushers.has(destinationId)) return;
    if (!current || !PUSHING_STATUSES.includes(current.status)) {
      await this.stopLiveVideo(owner, destinationId);
      await owner.onPushEnded?.(destinationId);
      return;
    }
    const pusher = new DestinationPusher({
      inputUrl,
      outputUrl,
      playsOnce,
      ...this.options.pusher,
      onState: (state, details) =>
        this.inBackground(
          'store a destination state',
          this.onPusherState(owner, destinationId, state, details),
        ),
    });
    owner.pushers.set(destinationId, pusher);
    pusher.start();
  }

  /** Stops a destination's restreamer and its live video, and tells its owner. */
  private async endPush(owner: PushOwner, destinationId: string): Promise<void> {
    const pusher = owner.pushers.get(destinationId);
    owner.pushers.delete(destinationId);
    await pusher?.stop();
    await this.stopLiveVideo(owner, destinationId);
    await owner.onPushEnded?.(destinationId);
  }

  /**
   * Republishes a finished RTMP or social destination: its event's recording plays to it again
   * in real time (a new live video for a social destination), through a restreamer of its own.
   * The library item the recording was saved as is `republish_pending` meanwhile. Answers why
   * not when there is no recording, the destination runs, or the provider refused.
   */
  async republishDestination(
    organisationId: OrganisationId,
    destination: ContentDestinationRow,
  ): Promise<ContentDestinationRow | PushRefusal> {
    const repos = this.repositories(organisationId);
    if (this.running.has(destination.eventId) || this.replays.has(destination.id)) {
      return { error: 'The destination is streaming.' };
    }
    const video = await repos.videos.ofEvent(destination.eventId);
    const recording = video ? await this.readRecording(video) : null;
    if (!video || !recording || recording.segments.length === 0) {
      return { error: 'The event has no recording to play again.' };
    }
    const media = video.savedMediaId
      ? await new MediaRepository(this.options.db, organisationId).findById(video.savedMediaId)
      : undefined;
    const replay: PushOwner = {
      organisationId,
      eventId: destination.eventId,
      pushers: new Map(),
      liveVideoStops: new Map(),
      onPushEnded: async (destinationId) => {
        if (this.replays.get(destinationId) !== replay) return;
        this.replays.delete(destinationId);
        if (media?.state === 'completed') {
          await this.setMediaState(organisationId, media.id, 'completed');
        }
      },
    };
    this.replays.set(destination.id, replay);
    const target = await this.pushTargetOf(replay, destination);
    if ('error' in target) {
      this.replays.delete(destination.id);
      return target;
    }
    const now = this.options.now();
    const row = await repos.destinations.update(destination.id, {
      status: 'starting',
      abortCause: null,
      errorReason: null,
      startRequestTime: now,
      updatedAt: now,
    });
    if (media?.state === 'completed') {
      await this.setMediaState(organisationId, media.id, 'republish_pending');
    }
    await this.launchPusher(
      replay,
      destination.id,
      join(this.recordingDir(video), RECORDING_PLAYLIST),
      target.url,
      true,
    );
    return row ?? destination;
  }

  private async setMediaState(
    organisationId: OrganisationId,
    mediaId: string,
    state: MediaState,
  ): Promise<void> {
    await new MediaRepository(this.options.db, organisationId).update(mediaId, {
      state,
      updatedAt: this.options.now(),
    });
  }

  /**
   * Where a destination streams: its custom RTMP destination's address, or a live video the
   * social provider makes now (its id stored on the destination, its end remembered).
   */
  private async pushTargetOf(
    stream: PushOwner,
    destination: ContentDestinationRow,
  ): Promise<{ url: string } | PushRefusal> {
    const { organisationId } = stream;
    if (destination.type === 'FACEBOOK' || destination.type === 'YOUTUBE') {
      if (!this.options.social) return { error: 'Social destinations are not available.' };
      const made = await this.options.social.create(organisationId, destination);
      if (!made.ok) return { error: made.reason, unreachable: made.unreachable ?? false };
      stream.liveVideoStops.set(destination.id, made.value.stop);
      await this.repositories(organisationId).destinations.update(destination.id, {
        providerVideoId: made.value.liveVideoId,
        updatedAt: this.options.now(),
      });
      return { url: made.value.ingestUrl };
    }
    if (destination.type === 'RTMP') {
      // A scheduled occurrence may run after the RTMP plan ended: restreaming is part of it.
      const organisation = await new OrganisationsRepository(this.options.db).findById(
        organisationId,
      );
      if (!organisation || !meetsPlanRequirement(organisation, 'rtmpSubscription')) {
        return { error: planRequirementMessage('rtmpSubscription') };
      }
      const rtmp = destination.rtmpDestinationId
        ? await new RtmpDestinationsRepository(this.options.db, organisationId).findById(
            destination.rtmpDestinationId,
          )
        : undefined;
      if (!rtmp) return { error: 'The RTMP destination was deleted.' };
      return { url: destinationPublishUrl(rtmp.streamUrl, rtmp.streamKey) };
    }
    return { error: 'This destination type cannot be streamed to.' };
  }

  private async onPusherState(
    stream: PushOwner,
    destinationId: string,
    state: PusherState,
    details: PusherStateDetails,
  ): Promise<void> {
    if (state === 'running') {
      await this.moveDestination(stream, destinationId, 'started', null);
      return;
    }
    if (state === 'finished') {
      await this.endPush(stream, destinationId);
      await this.moveDestination(stream, destinationId, 'stopped', null);
      return;
    }
    // The URL holds the key: only the exit code and the redacted tail go to the log.
    this.log(
      {
        failed: 'a destination restreamer gave up',
        retrying: 'a destination restreamer retries',
        waiting: 'a destination restreamer waits for the stream to come back',
      }[state],
      {
        eventId: stream.eventId,
        destinationId,
        failures: details.failures,
        exitCode: details.exitCode,
        stderrTail: details.stderrTail,
      },
    );
    if (state === 'retrying' || state === 'waiting') {
      await this.moveDestination(stream, destinationId, 'warning', null);
      return;
    }
    await this.endPush(stream, destinationId);
    await this.moveDestination(
      stream,
      destinationId,
      'error',
      `The destination did not take the stream after ${details.failures} attempts.`,
    );
  }

  /** Ends a social destination's live video at its provider; a refusal is only logged. */
  private async stopLiveVideo(stream: PushOwner, destinationId: string): Promise<void> {
    const stop = stream.liveVideoStops.get(destinationId);
    if (!stop) return;
    stream.liveVideoStops.delete(destinationId);
    // The last figures while the live video still exists: the summary answers them once the
    // network no longer can (a video deleted there, an access that ended).
    await this.lastSocialViewing(stream.organisationId, destinationId);
    await stop().catch((error: unknown) =>
      this.log('the social network did not end a live video', {
        eventId: stream.eventId,
        destinationId,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  private async lastSocialViewing(organisationId: OrganisationId, destinationId: string) {
    try {
      const row = await this.repositories(organisationId).destinations.findById(destinationId);
      if (row) await this.refreshSocialViewing(organisationId, row);
    } catch (error) {
      this.log('a social destination’s last figures could not be kept', {
        destinationId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** A destination's state as its restreamer reports it, unless it was stopped meanwhile. */
  private async moveDestination(
    stream: PushOwner,
    destinationId: string,
    status: ContentDestinationStatus,
    errorReason: string | null,
  ) {
    await this.repositories(stream.organisationId).destinations.moveDestination(
      destinationId,
      PUSHING_STATUSES,
      { status, errorReason },
      this.options.now(),
    );
  }

  recordingDir(video: Pick<EncoderVideoRow, 'folder'>): string {
    return join(this.options.liveDir, video.folder);
  }

  async readRecording(video: Pick<EncoderVideoRow, 'folder'>): Promise<MediaPlaylist | null> {
    const text = await readFile(join(this.recordingDir(video), RECORDING_PLAYLIST), 'utf8').catch(
      () => null,
    );
    return text === null ? null : parseMediaPlaylist(text);
  }

  /**
   * What a web channel plays: the recording of its live destination (the newest started one),
   * else the newest recording that went to it. Null when it never carried a stream.
   */
  async channelSource(
    webChannelId: string,
  ): Promise<{ video: EncoderVideoRow; live: boolean } | null> {
    const { db } = this.options;
    const rows = await db
      .select({ video: encoderVideos, status: contentDestinations.status })
      .from(contentDestinations)
      .innerJoin(encoderVideos, eq(encoderVideos.eventId, contentDestinations.eventId))
      .where(
        and(
          eq(contentDestinations.webChannelId, webChannelId),
          eq(contentDestinations.type, 'EMBED'),
          inArray(encoderVideos.state, ['STARTED', 'STOPPED']),
        ),
      )
      .orderBy(desc(encoderVideos.startTime))
      .limit(20);
    const live = rows.find(
      (row) => row.video.state === 'STARTED' && ['started', 'warning'].includes(row.status),
    );
    if (live) return { video: live.video, live: true };
    const recorded = rows.find((row) => row.video.state === 'STOPPED');
    return recorded ? { video: recorded.video, live: false } : null;
  }

  /** Whether a recording went to a web channel (its segments may be served under it). */
  async channelCarried(webChannelId: string, videoId: string): Promise<EncoderVideoRow | null> {
    const [row] = await this.options.db
      .select({ video: encoderVideos })
      .from(encoderVideos)
      .innerJoin(contentDestinations, eq(contentDestinations.eventId, encoderVideos.eventId))
      .where(and(eq(encoderVideos.id, videoId), eq(contentDestinations.webChannelId, webChannelId)))
      .limit(1);
    return row?.video ?? null;
  }
}

function totalSeconds(playlist: MediaPlaylist): number {
  const sum = playlist.segments.reduce((total, segment) => total + segment.durationSeconds, 0);
  return Math.round(sum * 1000) / 1000;
}
