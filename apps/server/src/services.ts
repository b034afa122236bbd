import { dirname, join } from 'node:path';
import { AccessTokens } from './auth/access-tokens';
import { createAuthenticator, type Authenticator } from './auth/context';
import { SessionLookup } from './auth/session-lookup';
import { ClientCredentialChecker, CredentialChecker } from './auth/credentials';
import { LoginAttempts, type LoginAttemptPolicy } from './auth/login-attempts';
import { RefreshTokens } from './auth/refresh-tokens';
import { loadSigningSecret } from './auth/secret';
import type { Database, DatabaseHandle } from './db/connection';
import { OrganisationsRepository } from './db/organisations/organisations-repository';
import { RegionsRepository } from './db/regions/regions-repository';
import { OrganisationUsersRepository } from './db/identity/organisation-users-repository';
import { UsersRepository } from './db/identity/users-repository';
import { TelemetryRepository } from './db/telemetry/telemetry-repository';
import { WebPresetsRepository } from './db/settings/web-presets-repository';
import { LibrarySettingsRepository } from './db/settings/library-settings-repository';
import { FeatureTogglesRepository } from './db/organisations/feature-toggles-repository';
import {
  PaymentMethodsRepository,
  SubscriptionsRepository,
  TrialsRepository,
} from './db/billing/billing-repository';
import { EncoderChannelsRepository } from './db/settings/encoder-channels-repository';
import { WebChannelsRepository } from './db/settings/web-channels-repository';
import { DestinationGroupsRepository } from './db/settings/destination-groups-repository';
import { QrClickOverlaysRepository } from './db/settings/qr-click-overlays-repository';
import { RtmpDestinationsRepository } from './db/settings/rtmp-destinations-repository';
import { PlayerProfilesRepository } from './db/settings/player-profiles-repository';
import { EncoderPresetsRepository } from './db/settings/encoder-presets-repository';
import { VenuesRepository } from './db/settings/venues-repository';
import { PlaylistsRepository } from './db/playlists/playlists-repository';
import { ApiClientCredentials, ApiClientsRepository } from './db/identity/api-clients-repository';
import { UserInvitesRepository } from './db/identity/user-invites-repository';
import { UserTokens } from './db/identity/user-tokens-repository';
import {
  DEFAULT_PEOPLE_RATE_LIMITS,
  MailRateLimits,
  type PeopleRateLimitPolicies,
} from './auth/rate-limits';
import { mailJobDefinition } from './mail/mail-jobs';
import { createMailTransport, DEFAULT_MAIL_FROM, type MailSettings } from './mail/transport';
import type { OrganisationId } from './db/organisation-scoped-repository';
import { SystemEventHub } from './events/hub';
import { SystemEventLog } from './events/system-event-log';
import { JobQueue } from './jobs/queue';
import { serverJobDefinitions, type ServerJobQueue } from './jobs/server-jobs';
import { RecordingRetention } from './live/broadcast/recording-retention';
import { AccountedStorage } from './storage/accounted-storage';
import { FileStorage } from './storage/file-storage';
import { StorageUsage } from './storage/usage';
import { PlayerPreviewVideo } from './media/player-preview-video';
import { eq } from 'drizzle-orm';
import { MediaRepository, UploadsRepository } from './db/media/media-repository';
import { LibrarySearchRepository } from './db/media/library-search-repository';
import { MediaMetadataRepository } from './db/media-extras/media-metadata-repository';
import { MediaProber } from './media/media-probe';
import { mediaUploads } from './db/media/schema';
import { MediaFileLinks } from './media/file-links';
import { MediaProcessor } from './media/processing';
import { MediaEditor } from './media/media-edits';
import { ClipsRepository, TrimsRepository } from './db/clips/clips-repository';
import { CuesRepository } from './db/cues/cues-repository';
import { ffmpegTranscoder, type MediaTranscoder } from './media/transcode';
import { TusUploads } from './media/tus-uploads';
import { OrganisationAdminRepository } from './db/organisations/organisation-admin-repository';
import { OnboardingRepository } from './db/organisations/onboarding-repository';
import { HardwareRepository } from './db/hardware/hardware-repository';
import { MonitoringRepository } from './db/admin/monitoring-repository';
import { SystemLogsRepository } from './db/admin/system-logs-repository';
import {
  EncoderAgentsRepository,
  EncoderLogsRepository,
  EncodersRepository,
  UploadersRepository,
} from './db/encoders/encoders-repository';
import type { EncoderControl } from './live/encoder-control';
import { EncoderAgentHub } from './live/encoders/agent-hub';
import {
  lastAssignmentSource,
  type StreamAssignmentSource,
} from './live/encoders/stream-assignments';
import {
  ContentDestinationsRepository,
  EncoderVideosRepository,
  GoLiveRequestsRepository,
  LiveEventsRepository,
} from './db/broadcast/broadcast-repository';
import { Broadcaster, type BroadcasterOptions } from './live/broadcast/broadcaster';
import { SocialLiveVideos } from './live/broadcast/social-live-videos';
import { EventLogsRepository, ScheduledEventsRepository } from './db/schedule/schedule-repository';
import { EventScheduler } from './schedule/scheduler';
import { broadcasterRunner } from './schedule/broadcaster-runner';
import { occurrenceRunner } from './schedule/occurrence-runner';
import { replayRunner } from './schedule/replay-runner';
import { RtmpIngest } from './live/broadcast/rtmp-ingest';
import { SitesRepository } from './db/sites/sites-repository';
import { PlayerBeaconsRepository } from './db/telemetry/player-beacons-repository';
import { unlocatedViewers, type ViewerLocator } from './telemetry/viewer-locations';
import { tablePlaylistCatalogue, type SitePlaylistCatalogue } from './sites/playlist-catalogue';
import { NewsRepository } from './db/status/news-repository';
import {
  databaseCheck,
  ffmpegCheck,
  jobQueueCheck,
  ServiceHealth,
  storageCheck,
} from './status/service-health';
import { WebVideosRepository } from './db/web-videos/web-videos-repository';
import {
  SocialAccountsRepository,
  SocialLinkStatesRepository,
} from './db/social/social-repository';
import { SocialPostsRepository } from './db/social/social-posts-repository';
import type { SocialProviders } from './social/provider';
import { socialProvidersFromEnv } from './social/providers';
import { SocialPostPublisher } from './social/post-publisher';
import { loadSocialTokenKey, SocialTokenCipher } from './social/token-cipher';
import { WebVideoPlayout } from './live/web-videos/web-video-playout';
import { AiEnrichmentsRepository, AiUsageRepository } from './db/ai/ai-repository';
import type { EnrichmentEngine } from './ai/enrichment-engine';
import { enrichmentEngineFromEnvironment } from './ai/chat-engine';
import { AiEnricher, mediaColumnTranscripts, type TranscriptSource } from './ai/enrichment-jobs';
import { FeedsRepository, PublishedFeeds } from './db/feeds/feeds-repository';
import {
  SubtitleTracksRepository,
  TranscriptionsRepository,
} from './db/transcription/transcription-repository';
import {
  DEFAULT_SPEECH_MODEL_DIR,
  FfmpegSpeechRecognizer,
  type SpeechRecognizer,
} from './transcription/speech-recognition';
import { Transcriber } from './transcription/transcriber';

/** Repositories of one organisation's rows; see OrganisationScopedRepository. */
export interface OrganisationRepositories {
  users: OrganisationUsersRepository;
  webPresets: WebPresetsRepository;
  librarySettings: LibrarySettingsRepository;
  paymentMethods: PaymentMethodsRepository;
  subscriptions: SubscriptionsRepository;
  trials: TrialsRepository;
  encoderChannels: EncoderChannelsRepository;
  webChannels: WebChannelsRepository;
  playerProfiles: PlayerProfilesRepository;
  encoderPresets: EncoderPresetsRepository;
  venues: VenuesRepository;
  rtmpDestinations: RtmpDestinationsRepository;
  qrClickOverlays: QrClickOverlaysRepository;
  destinationGroups: DestinationGroupsRepository;
  userInvites: UserInvitesRepository;
  apiClients: ApiClientsRepository;
  media: MediaRepository;
  uploads: UploadsRepository;
  encoders: EncodersRepository;
  encoderLogs: EncoderLogsRepository;
  uploaders: UploadersRepository;
  liveEvents: LiveEventsRepository;
  goLiveRequests: GoLiveRequestsRepository;
  contentDestinations: ContentDestinationsRepository;
  encoderVideos: EncoderVideosRepository;
  scheduledEvents: ScheduledEventsRepository;
  eventLogs: EventLogsRepository;
  playlists: PlaylistsRepository;
  sites: SitesRepository;
  /** Library search with facets (the search document's `searchLibrary`). */
  librarySearch: LibrarySearchRepository;
  /** Probed media facts (the media-metadata document). */
  mediaMetadata: MediaMetadataRepository;
  trims: TrimsRepository;
  clips: ClipsRepository;
  cues: CuesRepository;
  webVideos: WebVideosRepository;
  /** Linked social accounts and their channels (issue 15). */
  socialAccounts: SocialAccountsRepository;
  /** The authorisations started by beginSocialLink (single-use states). */
  socialLinkStates: SocialLinkStatesRepository;
  /** Scheduled social posts (issues 15/16). */
  socialPosts: SocialPostsRepository;
  aiEnrichments: AiEnrichmentsRepository;
  aiUsage: AiUsageRepository;
  feeds: FeedsRepository;
  /** Transcripts of library videos and their subtitle tracks (src/routes/transcription.ts). */
  transcriptions: TranscriptionsRepository;
  subtitleTracks: SubtitleTracksRepository;
}

/** Everything handlers need, built once per app so tests get fresh state with a fresh app. */
export interface Services {
  db: Database;
  users: UsersRepository;
  organisations: OrganisationsRepository;
  regions: RegionsRepository;
  telemetry: TelemetryRepository;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  credentials: CredentialChecker;
  /** API client ids and secrets (the client credentials grant of `createToken`). */
  clientCredentials: ClientCredentialChecker;
  authenticate: Authenticator;
  /** Per request, from the organisation the contract router checked (`context.organisation.id`). */
  forOrganisation(organisationId: OrganisationId): OrganisationRepositories;
  /** Long work: enqueue here, workers (src/jobs/worker.ts) run it. */
  jobs: ServerJobQueue;
  /** State changes for the organisations' event streams: `events.publish(...)`. */
  events: SystemEventLog;
  eventHub: SystemEventHub;
  storage: AccountedStorage;
  /** Feature toggles: the registered ids and each organisation's state. */
  toggles: FeatureTogglesRepository;
  /** The server's clock (tests pass their own in ServiceOptions). */
  now: () => Date;
  /** The video the player profile preview plays (src/media/player-preview-video.ts). */
  playerPreview: PlayerPreviewVideo;
  /** Single-use links mailed to people (password reset, e-mail verification). */
  userTokens: UserTokens;
  /** API clients looked up by client id (the client credentials grant). */
  apiClients: ApiClientCredentials;
  /** Mail a request may cause, per address and per client address (429 beyond). */
  mailRateLimits: MailRateLimits;
  /** Where mail goes (SMTP or the outbox), for the start-up log. */
  mailDescription: string;
  /** Library processing (the `media.process` and `media.delete` jobs). */
  mediaProcessor: MediaProcessor;
  /** Resumable uploads (tus) waiting for or receiving their bytes. */
  tusUploads: TusUploads;
  /** Short-lived signed links to thumbnails and downloads. */
  mediaFileLinks: MediaFileLinks;
  /** Podcast feeds as the public reads them (RSS documents and enclosures), by feed id. */
  publishedFeeds: PublishedFeeds;
  /** Staff administration (issue 17): organisations, hardware inventory, system log. */
  organisationAdmin: OrganisationAdminRepository;
  /** Self sign-up and the channel onboarding checklist. */
  onboarding: OnboardingRepository;
  hardware: HardwareRepository;
  /** `systemLogs.record(...)`: sign-ins, switches, removals, plan changes, encoder errors. */
  systemLogs: SystemLogsRepository;
  /** Staff monitoring and encoder search: reads across every organisation (issue 17). */
  monitoring: MonitoringRepository;
  /** Encoders as their agents find them (by secret), across organisations. */
  encoderAgents: EncoderAgentsRepository;
  /** The agents' connections and the commands waiting for them (live/encoders/agent-hub.ts). */
  encoderAgentHub: EncoderAgentHub;
  /** What the broadcast side calls to make an encoder stream (live/encoder-control.ts). */
  encoderControl: EncoderControl;
  /** What `startEncoder` streams when Go Live did not say (live/encoders/stream-assignments.ts). */
  streamAssignments: StreamAssignmentSource;
  /** Live: the RTMP ingest, the HLS relays, Go Live and the ends of events. */
  broadcaster: Broadcaster;
  /** Runs scheduled events on the job queue (src/schedule/scheduler.ts). */
  scheduler: EventScheduler;
  /** Sites: which playlist ids an organisation owns (sites/playlist-catalogue.ts). */
  sitePlaylists: SitePlaylistCatalogue;
  /** Viewers' player beacons and the analytics read from them. */
  playerBeacons: PlayerBeaconsRepository;
  /** Viewer addresses to places (telemetry/viewer-locations.ts): none known without a database. */
  viewerLocator: ViewerLocator;
  /** The status service: the server's own health (`getServiceStatus`) and the news widget. */
  serviceHealth: ServiceHealth;
  news: NewsRepository;
  /** Web videos (sim-live): library videos published into the ingest, relayed to web channels. */
  webVideoPlayout: WebVideoPlayout;
  /** The social network and the video site (sandbox unless configured) and the token cipher. */
  social: { providers: SocialProviders; cipher: SocialTokenCipher };
  /** Publishes scheduled social posts when they are due (the `social-post.publish` job). */
  socialPostPublisher: SocialPostPublisher;
  /** Studio AI: the engine that suggests (src/ai/) and where transcripts are read from. */
  aiEngine: EnrichmentEngine;
  transcripts: TranscriptSource;
}

export interface ServiceOptions {
  loginAttemptPolicy?: LoginAttemptPolicy;
  now?: () => Date;
  /** Folder of the default file storage (main.ts: `<STUDIO_DATA_DIR>/storage`). */
  storageDir: string;
  /** Between heartbeats of the event streams (tests shorten it). */
  eventHeartbeatMs?: number;
  /** SMTP or the outbox, and the studio address links start with (main.ts reads them). */
  mail?: Partial<MailSettings>;
  peopleRateLimits?: PeopleRateLimitPolicies;
  /** How library media is converted (ffmpeg); tests replace it to make processing fail. */
  mediaTranscoder?: MediaTranscoder;
  /**
   * How long after its last poll or report an encoder agent counts as connected (default 40 s,
   * the agent hub's); tests set 0 to see an agent go the moment it stops polling.
   */
  agentConnectionGraceMs?: number;
  /** How encoders are told to stream (the encoder agents); none connected by default. */
  encoderControl?: EncoderControl;
  /** The RTMP ingest's address; without it the server runs no ingest and Go Live fails. */
  liveIngest?: { host?: string; port: number };
  /** Folder of live recordings; default `live` beside the storage folder. */
  liveDir?: string;
  /** How long Go Live waits for the encoder's stream (tests shorten it). */
  encoderStartTimeoutMs?: number;
  /** How the restreamers of RTMP and social destinations retry (tests shorten it). */
  destinationPusher?: BroadcasterOptions['pusher'];
  /** The social providers; default: socialProvidersFromEnv(process.env). */
  socialProviders?: SocialProviders;
  /** Studio AI's engine; default the chat engine when STUDIO_AI_URL/KEY are set, else the local one. */
  aiEngine?: EnrichmentEngine;
  /** Where Studio AI reads transcripts; default the library item's `transcript` column. */
  transcripts?: TranscriptSource;
  /**
   * Speech recognition for transcripts; default ffmpeg's `asr` with the PocketSphinx model in
   * `STUDIO_SPEECH_MODEL_DIR` (read here because the server and the worker process both run it).
   */
  speechRecognizer?: SpeechRecognizer;
}

/** Without settings: the outbox beside the storage folder, links to the local server. */
function mailSettings(options: ServiceOptions): MailSettings {
  return {
    smtpUrl: options.mail?.smtpUrl,
    outboxDir: options.mail?.outboxDir ?? join(dirname(options.storageDir), 'outbox'),
    from: options.mail?.from ?? DEFAULT_MAIL_FROM,
    publicStudioUrl: options.mail?.publicStudioUrl ?? 'http://localhost:8080',
  };
}

export async function createServices(
  database: DatabaseHandle,
  options: ServiceOptions,
): Promise<Services> {
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const users = new UsersRepository(db);
  const organisations = new OrganisationsRepository(db);

  const refreshTokens = new RefreshTokens(db, now);
  const attempts = new LoginAttempts(options.loginAttemptPolicy, () => now().getTime());
  const events = new SystemEventLog(db, now);
  const userTokens = new UserTokens(db, now);
  const mail = mailSettings(options);
  const mailTransport = createMailTransport(mail);
  const apiClients = new ApiClientCredentials(db);
  const storage = new AccountedStorage(
    new FileStorage(options.storageDir),
    new StorageUsage(db, now),
  );
  // Beside the organisations' folders, under names no storage key can take (a leading dot).
  const tusDir = join(options.storageDir, '.tus');
  const liveDir = options.liveDir ?? join(dirname(options.storageDir), 'live');
  const mediaProcessor = new MediaProcessor({
    db,
    storage,
    events,
    organisations,
    transcoder: options.mediaTranscoder ?? ffmpegTranscoder,
    uploadsDir: tusDir,
    workDir: join(options.storageDir, '.work'),
    liveDir,
  });
  const aiEngine = options.aiEngine ?? enrichmentEngineFromEnvironment(process.env);
  const transcripts = options.transcripts ?? mediaColumnTranscripts(db);
  const socialProviders = options.socialProviders ?? socialProvidersFromEnv(process.env, { now });
  const socialCipher = new SocialTokenCipher(await loadSocialTokenKey(db));
  const socialPostPublisher = new SocialPostPublisher({
    db,
    queue: () => jobs,
    providers: socialProviders,
    cipher: socialCipher,
    storage,
    events,
    now,
  });
  const jobs: ServerJobQueue = new JobQueue(
    database,
    serverJobDefinitions({
      events,
      queue: () => jobs,
      now,
      mail: mailJobDefinition({
        db,
        transport: mailTransport,
        publicStudioUrl: mail.publicStudioUrl,
        users,
        organisations,
        userTokens,
      }),
      media: mediaProcessor,
      mediaProbe: new MediaProber({
        db,
        storage,
        workDir: join(options.storageDir, '.work'),
        now,
      }),
      mediaEditor: new MediaEditor({
        db,
        storage,
        events,
        processor: mediaProcessor,
        workDir: join(options.storageDir, '.work'),
      }),
      schedule: () => scheduler,
      aiEnricher: new AiEnricher({ db, engine: aiEngine, transcripts, now }),
      transcriber: new Transcriber({
        db,
        storage,
        events,
        recognizer:
          options.speechRecognizer ??
          new FfmpegSpeechRecognizer(
            process.env.STUDIO_SPEECH_MODEL_DIR || DEFAULT_SPEECH_MODEL_DIR,
          ),
        workDir: join(options.storageDir, '.work'),
        now,
      }),
      socialPosts: () => socialPostPublisher,
      recordingRetention: new RecordingRetention({
        db,
        liveDir,
        now,
        // Read when a sweep runs, long after the broadcaster below exists.
        playsRecordingOf: (eventId) => broadcaster.playsRecordingOf(eventId),
      }),
    }),
    now,
  );
  const uploadOf = async (uploadId: string) => {
    const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId));
    return row;
  };
  const tusUploads = new TusUploads(tusDir, {
    onProgress: async (uploadId, receivedBytes) => {
      const upload = await uploadOf(uploadId);
      if (!upload) return;
      await db
        .update(mediaUploads)
        .set({ receivedBytes, updatedAt: now() })
        .where(eq(mediaUploads.id, uploadId));
      await events.publish(upload.organisationId, 'upload.progress', {
        subjectId: upload.mediaId,
        data: { uploadId, receivedBytes, sizeBytes: upload.sizeBytes },
      });
    },
    onFinished: async (uploadId, sizeBytes) => {
      const upload = await uploadOf(uploadId);
      if (!upload) return;
      await db
        .update(mediaUploads)
        .set({ receivedBytes: sizeBytes, updatedAt: now() })
        .where(eq(mediaUploads.id, uploadId));
      await events.publish(upload.organisationId, 'upload.progress', {
        subjectId: upload.mediaId,
        data: { uploadId, receivedBytes: sizeBytes, sizeBytes: upload.sizeBytes },
      });
      await jobs.enqueue(
        'media.process',
        { mediaId: upload.mediaId, uploadId },
        { organisationId: upload.organisationId, uniqueKey: `media.process:${upload.mediaId}` },
      );
    },
  });
  const encoderAgents = new EncoderAgentsRepository(db, now);
  const encoderAgentHub = new EncoderAgentHub({
    agents: encoderAgents,
    ...(options.agentConnectionGraceMs === undefined
      ? {}
      : { connectionGraceMs: options.agentConnectionGraceMs }),
  });
  // Tests of the broadcast side stand an ffmpeg publisher in for the agents.
  const encoderControl = options.encoderControl ?? encoderAgentHub;
  const signingSecret = await loadSigningSecret(db);
  const accessTokens = new AccessTokens(signingSecret, now);
  const broadcaster = new Broadcaster({
    db,
    encoderControl,
    ingest: options.liveIngest ? new RtmpIngest(options.liveIngest) : null,
    liveDir,
    now,
    ...(options.encoderStartTimeoutMs
      ? { encoderStartTimeoutMs: options.encoderStartTimeoutMs }
      : {}),
    ...(options.destinationPusher ? { pusher: options.destinationPusher } : {}),
    social: new SocialLiveVideos({ db, providers: socialProviders, cipher: socialCipher, now }),
  });
  const webVideoPlayout = new WebVideoPlayout({
    db,
    storage,
    ingest: () => broadcaster.ingest,
    liveDir,
    workDir: join(options.storageDir, '.work', 'web-videos'),
    events,
    now,
  });
  const scheduler = new EventScheduler({
    db,
    queue: () => jobs,
    runner: () =>
      occurrenceRunner({
        encoder: broadcasterRunner(broadcaster, now),
        replay: replayRunner({
          repositories: (organisationId) => ({
            media: new MediaRepository(db, organisationId),
            webVideos: new WebVideosRepository(db, organisationId),
          }),
          playout: webVideoPlayout,
          channelLive: async (webChannelId) =>
            (await broadcaster.channelSource(webChannelId))?.live ?? false,
          now,
        }),
      }),
    now,
  });
  return {
    db,
    users,
    organisations,
    regions: new RegionsRepository(db),
    telemetry: new TelemetryRepository(db),
    accessTokens,
    refreshTokens,
    credentials: new CredentialChecker(users, attempts),
    clientCredentials: new ClientCredentialChecker(apiClients, attempts),
    authenticate: createAuthenticator({
      accessTokens,
      sessions: new SessionLookup(db),
      organisations,
      apiClients,
    }),
    forOrganisation: (organisationId) => ({
      users: new OrganisationUsersRepository(db, organisationId),
      webPresets: new WebPresetsRepository(db, organisationId),
      librarySettings: new LibrarySettingsRepository(db, organisationId),
      paymentMethods: new PaymentMethodsRepository(db, organisationId),
      subscriptions: new SubscriptionsRepository(db, organisationId),
      trials: new TrialsRepository(db, organisationId),
      encoderChannels: new EncoderChannelsRepository(db, organisationId),
      webChannels: new WebChannelsRepository(db, organisationId),
      playerProfiles: new PlayerProfilesRepository(db, organisationId),
      rtmpDestinations: new RtmpDestinationsRepository(db, organisationId),
      qrClickOverlays: new QrClickOverlaysRepository(db, organisationId),
      destinationGroups: new DestinationGroupsRepository(db, organisationId),
      encoderPresets: new EncoderPresetsRepository(db, organisationId),
      venues: new VenuesRepository(db, organisationId),
      userInvites: new UserInvitesRepository(db, organisationId),
      apiClients: new ApiClientsRepository(db, organisationId, now),
      media: new MediaRepository(db, organisationId),
      uploads: new UploadsRepository(db, organisationId),
      encoders: new EncodersRepository(db, organisationId, now),
      encoderLogs: new EncoderLogsRepository(db, organisationId),
      uploaders: new UploadersRepository(db, organisationId),
      liveEvents: new LiveEventsRepository(db, organisationId),
      goLiveRequests: new GoLiveRequestsRepository(db, organisationId),
      contentDestinations: new ContentDestinationsRepository(db, organisationId),
      encoderVideos: new EncoderVideosRepository(db, organisationId),
      scheduledEvents: new ScheduledEventsRepository(db, organisationId),
      eventLogs: new EventLogsRepository(db, organisationId),
      playlists: new PlaylistsRepository(db, organisationId),
      sites: new SitesRepository(db, organisationId),
      librarySearch: new LibrarySearchRepository(db, organisationId),
      mediaMetadata: new MediaMetadataRepository(db, organisationId),
      trims: new TrimsRepository(db, organisationId),
      clips: new ClipsRepository(db, organisationId),
      cues: new CuesRepository(db, organisationId),
      webVideos: new WebVideosRepository(db, organisationId),
      socialAccounts: new SocialAccountsRepository(db, organisationId),
      socialLinkStates: new SocialLinkStatesRepository(db, organisationId),
      socialPosts: new SocialPostsRepository(db, organisationId),
      aiEnrichments: new AiEnrichmentsRepository(db, organisationId),
      aiUsage: new AiUsageRepository(db, organisationId),
      feeds: new FeedsRepository(db, organisationId),
      transcriptions: new TranscriptionsRepository(db, organisationId),
      subtitleTracks: new SubtitleTracksRepository(db, organisationId),
    }),
    jobs,
    events,
    eventHub: new SystemEventHub({
      log: events,
      listen: (channel, onPayload) => database.listen(channel, onPayload),
      isSessionActive: (sessionId) => refreshTokens.isFamilyActive(sessionId),
      ...(options.eventHeartbeatMs ? { heartbeatMs: options.eventHeartbeatMs } : {}),
    }),
    storage,
    toggles: new FeatureTogglesRepository(db),
    now,
    playerPreview: new PlayerPreviewVideo(options.storageDir),
    userTokens,
    apiClients,
    mailRateLimits: new MailRateLimits(options.peopleRateLimits ?? DEFAULT_PEOPLE_RATE_LIMITS, () =>
      now().getTime(),
    ),
    mailDescription: mailTransport.description,
    mediaProcessor,
    tusUploads,
    mediaFileLinks: new MediaFileLinks(signingSecret, now),
    publishedFeeds: new PublishedFeeds(db),
    organisationAdmin: new OrganisationAdminRepository(db),
    onboarding: new OnboardingRepository(db),
    hardware: new HardwareRepository(db, now),
    systemLogs: new SystemLogsRepository(db, now),
    monitoring: new MonitoringRepository(db),
    encoderAgents,
    encoderAgentHub,
    encoderControl,
    streamAssignments: lastAssignmentSource(encoderAgents),
    broadcaster,
    scheduler,
    sitePlaylists: tablePlaylistCatalogue(db),
    playerBeacons: new PlayerBeaconsRepository(db),
    viewerLocator: unlocatedViewers,
    serviceHealth: new ServiceHealth(
      [databaseCheck(db), jobQueueCheck(db, now), ffmpegCheck(), storageCheck(options.storageDir)],
      now,
    ),
    news: new NewsRepository(db),
    webVideoPlayout,
    social: {
      providers: socialProviders,
      cipher: socialCipher,
    },
    socialPostPublisher,
    aiEngine,
    transcripts,
  };
}
