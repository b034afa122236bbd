import { LOOKUP_CACHE_MS, type AnalyticsExportKind } from '@studio/domain';
import { isApiError } from './errors.js';
import { baseUrlFor, type BaseUrlOptions, type Environment } from './environments.js';
import { lazyResourceCalls } from './lazy-resource-calls.js';
import type {
  AnalyticsApi,
  LocationPoint,
  Site,
  SiteInput,
  SlugAvailability,
  NewsItem,
  ServiceStatus,
  StatisticsSummary,
  ActionAccepted,
  ContentDestination,
  ContentDestinationSummary,
  Encoder,
  EncoderCommand,
  EncoderLogEntry,
  EncoderOptions,
  EncoderStatus,
  EncoderUpdate,
  EncoderVideo,
  WebVideo,
  WebVideoInput,
  WebVideoTrim,
  Feed,
  FeedInput,
  GoLiveRequest,
  GoLiveStatus,
  LogLevel,
  PlayerConfig,
  Playlist,
  PlaylistInput,
  SoftwareEncoderRegistration,
  EventLog,
  EventTimeFilter,
  ScheduleItem,
  ScheduleValidation,
  ScheduledEvent,
  ScheduledEventInput,
} from './models.js';
import { createFreshnessCache, type FreshnessCache } from './freshness-cache.js';
import { consoleLogger, type ApiLogger } from './logger.js';
import type {
  BandwidthUsage,
  DailyBandwidth,
  FeatureToggle,
  LibrarySettings,
  LibrarySettingsInput,
  PaymentMethod,
  PaymentMethodInput,
  PlanFamily,
  ServicePlan,
  Subscription,
  SubscriptionChange,
  ToggleRegistration,
  OnboardingState,
  OnboardingStepName,
  SignUpRequest,
  Trial,
  TrialEligibility,
  TrialProduct,
  TrialStartRequest,
  Customer,
  CurrentUser,
  PlaylistMedia,
  Region,
  TelemetryAccepted,
  TelemetryEvent,
  PlayerHeartbeat,
  Timezone,
  TokenResponse,
  WebPreset,
  WebPresetInput,
  EncoderChannel,
  EncoderChannelInput,
  EncoderChannelUser,
  WebChannel,
  WebChannelInput,
  OfflineImage,
  EncoderPreset,
  EncoderPresetInput,
  EncoderPresetOptions,
  Venue,
  VenueInput,
  VenueLicenceAvailability,
  VenueUpdate,
  PlayerProfile,
  PlayerProfileInput,
  RtmpDestination,
  RtmpDestinationInput,
  RtmpDestinationUpdate,
  QrClickOverlay,
  QrClickOverlayInput,
  DestinationGroup,
  DestinationGroupChoices,
  DestinationGroupInput,
  User,
  UserUpdate,
  RoleName,
  RoleOption,
  AccountStatus,
  UserPlayer,
  Invite,
  InviteInput,
  InviteAcceptance,
  ApiClient,
  ApiClientInput,
  EmailVerificationResult,
  LoginResponse,
  CustomerName,
  LibraryItem,
  LibraryItemUpdate,
  LibraryFacets,
  DurationRange,
  UploadRequest,
  SaveToLibraryRequest,
  MediaUpload,
  DownloadLink,
  MediaStatus,
  TrimRequest,
  TrimAccepted,
  Clip,
  ClipInput,
  MediaCue,
  MediaCueInput,
  MediaCuePatch,
  SocialAccount,
  SocialAuthorization,
  SocialAuthorizationRequest,
  SocialChannel,
  SocialCrosspost,
  SocialLinkRequest,
  SocialLiveCheck,
  SocialPost,
  SocialPostInput,
  AiEnrichment,
  AiEnrichmentApproval,
  AiUsage,
  SubtitleAllowance,
  SubtitleTrack,
  SubtitleTrackInput,
  Transcription,
  Contact,
  OrganisationInput,
  OrganisationMove,
  HardwareModel,
  HardwareLocation,
  HardwareStatus,
  HardwareCycle,
  HardwareUnit,
  HardwareUnitInput,
  HardwareDashboard,
  EncoderSearchResult,
  SystemLog,
  DuplicateLogin,
  EncoderMonitor,
  OnlinePlayers,
} from './models.js';
import type { paths as PlayerConfigPaths } from './generated/player-config.js';
import { createServiceClients, type StudioClients } from './services.js';
import { createSessionCoordinator, type SessionCallbacks, type TokenGrant } from './session.js';
import { createMemoryTokenStore, type TokenStore } from './token-store.js';
import {
  subscribeSystemEvents,
  type SystemEventSubscription,
  type SystemEventSubscriptionOptions,
} from './system-events.js';
import { createTransport, type FetchLike } from './transport.js';
import { followLinkPages, type LinkedPage, type PagingOptions } from './paging.js';
import { unwrap, type DataOf, type FetchResult } from './unwrap.js';

export interface StudioApiOptions extends SessionCallbacks, BaseUrlOptions {
  /** Which hosts to call; `local` (the default) is the page's own origin, `/api/...`. */
  environment?: Environment;
  /** The fetch underneath; defaults to the global one, looked up per call. */
  fetch?: FetchLike;
  logger?: ApiLogger;
  tokens?: TokenStore;
  /** The tracking id of one attempt; `crypto.randomUUID` unless a test wants predictable ids. */
  createRequestId?: () => string;
  /** Clock for Retry-After dates and cache freshness. */
  now?: () => number;
  /** Waits between event stream reconnections; tests pass one that does not wait. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface LookupOptions extends CallOptions {
  /** Skip the 120 s lookup cache. */
  force?: boolean;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface AnalyticsExportRequest {
  customerId: string;
  kind: AnalyticsExportKind;
  /** ISO date-times bounding the rows. */
  start: string;
  end: string;
}

/** The range and filters of the statistics calls (`{api}` is the analytics source). */
export interface StatisticsRequest {
  customerId: string;
  api: AnalyticsApi;
  /** ISO date-times: the range is [start, end). */
  start: string;
  end: string;
  mediaId?: string;
  eventId?: string;
  deviceType?: 'desktop' | 'mobile' | 'tablet' | 'gameConsole' | 'tv' | 'setTopBox' | 'other';
}

export interface PageCallOptions extends CallOptions {
  /** The `nextUrl` of the page before; null or absent for the first page. */
  url?: string | null;
}

export interface PostListOptions extends PageCallOptions {
  /** ISO date-times: the publish-time window (the schedule's calendar). Either may be left out. */
  startTime?: string;
  endTime?: string;
}

export interface UserListOptions extends PageCallOptions {
  search?: string;
  role?: RoleName;
  status?: AccountStatus;
  sort?:
    | 'asc.name'
    | 'desc.name'
    | 'asc.user_name'
    | 'desc.user_name'
    | 'asc.created_date'
    | 'desc.created_date';
}

/** The library list's query (section 9's sorts; `query` searches title, tags, description). */
export interface MediaListOptions extends PageCallOptions {
  sort?: 'desc.start_time' | 'desc.score' | 'asc.title' | 'desc.title' | 'asc.start_time';
  query?: string;
}

/** The clip list's query (`query` searches the clip's title, as the library list's does). */
export interface ClipListOptions extends PageCallOptions {
  query?: string;
}

/** Library search (the search document's `searchLibrary`): words, filters and the five sorts. */
export interface LibrarySearchOptions extends PageCallOptions {
  query?: string;
  sort?: 'desc.start_time' | 'score' | 'asc.title' | 'desc.title' | 'asc.start_time';
  /** Only items with every one of these tags. */
  tags?: readonly string[];
  /** Only items in any of these duration ranges. */
  durationRanges?: readonly DurationRange[];
  mediaSources?: ReadonlyArray<'LIVE' | 'UPLOADED'>;
  hasThumbnail?: boolean;
}

/** One page of a library search, with the facet counts of the whole result. */
export interface LibrarySearchPage extends LinkedPage<LibraryItem> {
  total: number;
  facets: LibraryFacets;
}

/** The playlists list's sort (section 9), newest first by default. */
export interface PlaylistListOptions extends PageCallOptions {
  sort?: 'desc.created_date' | 'asc.name' | 'desc.name' | 'asc.created_date';
}

/** The staff hardware search (filters combine; every one optional). */
export interface HardwareUnitQuery extends PageCallOptions {
  serialNumber?: string;
  statusId?: string;
  modelId?: string;
  ownerId?: string;
}

/** The staff encoder search; no `version` is 'All Versions'. */
export interface EncoderSearchQuery extends PageCallOptions {
  q?: string;
  version?: string;
  online?: boolean;
  sort?: 'asc.name' | 'desc.name' | 'asc.customer' | 'desc.customer' | 'desc.last_seen';
}

/** The system log window (ISO date-times) and level. */
export interface SystemLogQuery extends PageCallOptions {
  start: string;
  end?: string;
  level?: 'informational' | 'warning';
}

export interface OnBehalfOfCredentials extends Credentials {
  customerId: string;
}

export interface StudioApi extends StudioClients {
  readonly environment: Environment;
  /**
   * Loads the module of the resource calls (every call but the session's, the lookups' and the
   * shell's), which is otherwise fetched on the first such call: a signed-in app calls it when
   * idle so no page waits for it.
   */
  preloadResourceCalls(): Promise<void>;
  readonly tokens: TokenStore;
  /** Whether a refresh is running, and whether the session has been declared expired. */
  readonly session: { readonly refreshing: boolean; readonly expired: boolean };
  /** The fetch with every rule applied, for URLs the contract hands out (Link header pages). */
  readonly fetch: FetchLike;
  /** POST auth/token with `password_cookie`: stores the access token; the cookie holds the refresh token. */
  signIn(credentials: Credentials, options?: CallOptions): Promise<TokenGrant>;
  /**
   * Staff acting inside another organisation: POST auth/customers/{customerId}/token with
   * `password_cookie_on_behalf_of`; the new token and cookie act for `customerId`.
   */
  signInOnBehalfOf(credentials: OnBehalfOfCredentials, options?: CallOptions): Promise<TokenGrant>;
  /** POST auth/token with `refresh_token_cookie` (page load): a new access token, or ApiError. */
  refreshSession(): Promise<TokenGrant>;
  /** POST logout, then forgets the token and cached lookups even if the call failed. */
  signOut(): Promise<void>;
  getCurrentUser(options?: CallOptions): Promise<CurrentUser>;
  getCustomer(customerId: string, options?: CallOptions): Promise<Customer>;
  /** Cached for 120 s (a lookup). */
  listRegions(options?: LookupOptions): Promise<Region[]>;
  /** Cached for 120 s (a lookup); a public call. */
  listTimezones(options?: LookupOptions): Promise<Timezone[]>;
  /**
   * The pages of a `size=50` list, starting with `first` (a typed call) and following the Link
   * header's next: `for await (const page of api.followPages(api.v3.GET(...)))`.
   */
  followPages<Result extends FetchResult>(
    first: Promise<Result>,
    options?: PagingOptions,
  ): AsyncGenerator<DataOf<Result>, void, undefined>;
  /** The media of several playlists, fetched four at a time (spec section 9), in input order. */
  getPlaylistMediaFor(
    customerId: string,
    playlistIds: readonly string[],
    options?: CallOptions,
  ): Promise<PlaylistMedia[]>;
  /**
   * An analytics export as CSV text: pages of 1000 rows following the offset rule, up to 100
   * pages, with the columns of spec section 3 for the export kind.
   */
  exportAnalyticsCsv(request: AnalyticsExportRequest, options?: CallOptions): Promise<string>;
  /**
   * POST telemetry /events: product analytics events (at most 100 a call, the contract's limit),
   * each naming the user, organisation name and organisation uuid (spec section 7).
   */
  trackEvents(events: readonly TelemetryEvent[], options?: CallOptions): Promise<TelemetryAccepted>;
  /**
   * Public POST telemetry /heartbeats: a player says what it plays (a web channel's `embedId` or
   * a library `mediaId`) and where it is; the first of a session counts as a view. 429 when a
   * session beats again within five seconds.
   */
  sendPlayerHeartbeat(heartbeat: PlayerHeartbeat, options?: CallOptions): Promise<void>;
  /** GET webencoderprofiles: one page of the organisation's web presets, by name. */
  listWebPresets(customerId: string, options?: PageCallOptions): Promise<LinkedPage<WebPreset>>;
  getWebPreset(customerId: string, id: string, options?: CallOptions): Promise<WebPreset>;
  /** 400 names the field with the spec's message; 409 `NAME_EXISTS` when the name is taken. */
  createWebPreset(
    customerId: string,
    preset: WebPresetInput,
    options?: CallOptions,
  ): Promise<WebPreset>;
  updateWebPreset(
    customerId: string,
    id: string,
    preset: WebPresetInput,
    options?: CallOptions,
  ): Promise<WebPreset>;
  deleteWebPreset(customerId: string, id: string, options?: CallOptions): Promise<void>;
  // Sites (issue 19): a Pro or higher On Demand plan; the slug is unique and never changes.
  /** GET sites: one page of the organisation's sites, by name. */
  listSites(customerId: string, options?: PageCallOptions): Promise<LinkedPage<Site>>;
  getSite(customerId: string, id: string, options?: CallOptions): Promise<Site>;
  /** 400 names the field; 409 `SLUG_TAKEN` when another site (of any organisation) has the slug. */
  createSite(customerId: string, site: SiteInput, options?: CallOptions): Promise<Site>;
  /** The same body as create; a changed slug is refused (400). */
  updateSite(customerId: string, id: string, site: SiteInput, options?: CallOptions): Promise<Site>;
  deleteSite(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** Whether a slug is free, for the form's check while typing. */
  checkSiteSlug(customerId: string, slug: string, options?: CallOptions): Promise<SlugAvailability>;
  /** Every metric of the range with its change against the previous period of the same length. */
  getStatisticsSummary(
    request: StatisticsRequest,
    options?: CallOptions,
  ): Promise<StatisticsSummary>;
  /** Weighted points for the map (viewers whose place is unknown have none). */
  listViewerLocations(request: StatisticsRequest, options?: CallOptions): Promise<LocationPoint[]>;
  /** The status service (public): the dashboard's news, newest first (1 to 20, default 5). */
  listNews(limit?: number, options?: CallOptions): Promise<NewsItem[]>;
  /** The status service (public): the server's health, part by part. */
  getServiceStatus(options?: CallOptions): Promise<ServiceStatus>;
  // Organisation details (the Subscriptions, Bandwidth Usage and Library Settings tabs) and the
  // plans page with the On Demand trial.
  getLibrarySettings(customerId: string, options?: CallOptions): Promise<LibrarySettings>;
  updateLibrarySettings(
    customerId: string,
    settings: LibrarySettingsInput,
    options?: CallOptions,
  ): Promise<LibrarySettings>;
  listCustomerToggles(customerId: string, options?: CallOptions): Promise<FeatureToggle[]>;
  listToggleRegistrations(customerId: string, options?: CallOptions): Promise<ToggleRegistration[]>;
  updateCustomerToggle(
    customerId: string,
    toggle: FeatureToggle,
    options?: CallOptions,
  ): Promise<FeatureToggle>;
  listPlans(family?: PlanFamily, options?: CallOptions): Promise<ServicePlan[]>;
  getBandwidthUsage(
    customerId: string,
    months?: number,
    options?: CallOptions,
  ): Promise<BandwidthUsage>;
  listDailyBandwidth(
    customerId: string,
    range?: { start?: string; end?: string },
    options?: CallOptions,
  ): Promise<DailyBandwidth[]>;
  listTrials(customerId: string, options?: CallOptions): Promise<TrialEligibility[]>;
  startTrial(customerId: string, request: TrialStartRequest, options?: CallOptions): Promise<Trial>;
  cancelTrial(customerId: string, product: TrialProduct, options?: CallOptions): Promise<Trial>;
  listSubscriptions(customerId: string, options?: CallOptions): Promise<Subscription[]>;
  changeSubscription(
    customerId: string,
    id: string,
    change: SubscriptionChange,
    options?: CallOptions,
  ): Promise<Subscription>;
  listPaymentMethods(customerId: string, options?: CallOptions): Promise<PaymentMethod[]>;
  createPaymentMethod(
    customerId: string,
    method: PaymentMethodInput,
    options?: CallOptions,
  ): Promise<PaymentMethod>;
  /** GET configs/list: one page of the organisation's player profiles, by name. */
  listPlayerProfiles(
    customerId: string,
    options?: PageCallOptions,
  ): Promise<LinkedPage<PlayerProfile>>;
  getPlayerProfile(customerId: string, id: string, options?: CallOptions): Promise<PlayerProfile>;
  /** 400 names the field with the spec's message; 409 `NAME_EXISTS` when the name is taken. */
  createPlayerProfile(
    customerId: string,
    profile: PlayerProfileInput,
    options?: CallOptions,
  ): Promise<PlayerProfile>;
  updatePlayerProfile(
    customerId: string,
    id: string,
    profile: PlayerProfileInput,
    options?: CallOptions,
  ): Promise<PlayerProfile>;
  deletePlayerProfile(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /**
   * The address of getPlayerPreviewVideo, for a `<video>` element's `src` (public, byte ranges):
   * the video the player profile preview plays.
   */
  playerPreviewVideoUrl(): string;
  /** GET encoderprofiles: one page of the organisation's encoder presets, by name. */
  listEncoderPresets(
    customerId: string,
    options?: PageCallOptions,
  ): Promise<LinkedPage<EncoderPreset>>;
  getEncoderPreset(customerId: string, id: string, options?: CallOptions): Promise<EncoderPreset>;
  /** The form's choices the organisation's plan allows (2160p on enterprise plans). */
  getEncoderPresetOptions(customerId: string, options?: CallOptions): Promise<EncoderPresetOptions>;
  /** 400 names the field; 409 `NAME_EXISTS`; 403 `PLAN_REQUIRED` for 2160p without the plan. */
  createEncoderPreset(
    customerId: string,
    preset: EncoderPresetInput,
    options?: CallOptions,
  ): Promise<EncoderPreset>;
  updateEncoderPreset(
    customerId: string,
    id: string,
    preset: EncoderPresetInput,
    options?: CallOptions,
  ): Promise<EncoderPreset>;
  deleteEncoderPreset(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** GET eventprofiles: one page of the organisation's encoder channels. */
  listEncoderChannels(
    customerId: string,
    options?: PageCallOptions,
  ): Promise<LinkedPage<EncoderChannel>>;
  getEncoderChannel(customerId: string, id: string, options?: CallOptions): Promise<EncoderChannel>;
  /** 400 names the field with the spec's message; 409 `NAME_EXISTS` when the name is taken. */
  createEncoderChannel(
    customerId: string,
    channel: EncoderChannelInput,
    options?: CallOptions,
  ): Promise<EncoderChannel>;
  /** Without `users`, the channel keeps the users it has. */
  updateEncoderChannel(
    customerId: string,
    id: string,
    channel: EncoderChannelInput,
    options?: CallOptions,
  ): Promise<EncoderChannel>;
  deleteEncoderChannel(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** The users given one channel, by name. */
  listEncoderChannelUsers(
    customerId: string,
    id: string,
    options?: CallOptions,
  ): Promise<EncoderChannelUser[]>;
  /** The organisation's studio users a channel can be given, by name. */
  listEncoderChannelUserOptions(
    customerId: string,
    options?: CallOptions,
  ): Promise<EncoderChannelUser[]>;
  /** GET webeventprofiles: one page of the organisation's web channels, by name. */
  listWebChannels(customerId: string, options?: PageCallOptions): Promise<LinkedPage<WebChannel>>;
  getWebChannel(customerId: string, id: string, options?: CallOptions): Promise<WebChannel>;
  /** 400 names the field; 409 `LOAD_BALANCER_EXISTS` when any organisation has the load balancer. */
  createWebChannel(
    customerId: string,
    channel: WebChannelInput,
    options?: CallOptions,
  ): Promise<WebChannel>;
  updateWebChannel(
    customerId: string,
    id: string,
    channel: WebChannelInput,
    options?: CallOptions,
  ): Promise<WebChannel>;
  /** Also removes the channel from events, destination groups and sites (server, one transaction). */
  deleteWebChannel(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /**
   * Sends a JPG or PNG (at most 2 MB) as it is; the answer's `imageId` is what a channel's
   * `offlineContent.imageId` names. 415 for another format, 413 when larger.
   */
  uploadWebChannelOfflineImage(
    customerId: string,
    image: Blob,
    options?: CallOptions,
  ): Promise<OfflineImage>;
  /** GET media: one page of 50 library items (delete-pending left out), Link header next. */
  listMedia(customerId: string, options?: MediaListOptions): Promise<LinkedPage<LibraryItem>>;
  getMedia(customerId: string, mediaId: string, options?: CallOptions): Promise<LibraryItem>;
  /**
   * GET search vod/{customer}: full-text words, filters in dotted query names, pages of 50 with the
   * Link header's next, and facet counts (duration range, thumbnail, source, tags).
   */
  searchLibrary(customerId: string, options?: LibrarySearchOptions): Promise<LibrarySearchPage>;
  /** Title (max 128), tags (max 150 characters joined), description, air date and time. */
  updateMedia(
    customerId: string,
    mediaId: string,
    changes: LibraryItemUpdate,
    options?: CallOptions,
  ): Promise<LibraryItem>;
  /** The item leaves every list at once; its files go in the background. */
  deleteMedia(customerId: string, mediaId: string, options?: CallOptions): Promise<void>;
  /** A signed link to the original, valid for minutes. */
  getMediaDownload(
    customerId: string,
    mediaId: string,
    options?: CallOptions,
  ): Promise<DownloadLink>;
  /** A JPG or PNG (at most 2 MB) as it is; 415 for another format (judged by its bytes), 413 larger. */
  uploadMediaThumbnail(
    customerId: string,
    mediaId: string,
    image: Blob,
    options?: CallOptions,
  ): Promise<LibraryItem>;
  /**
   * Starts (or, for the same file name and size, resumes) an upload: the answer's `uploadUrl`
   * is the tus endpoint to send the bytes to with the session's bearer token.
   */
  createUpload(
    customerId: string,
    upload: UploadRequest,
    options?: CallOptions,
  ): Promise<MediaUpload>;
  getUpload(customerId: string, id: string, options?: CallOptions): Promise<MediaUpload>;
  /** 409 once processing is complete (delete the library item instead). */
  cancelUpload(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /**
   * Processing state; `manifestUrl` (once COMPLETE) is played with the session's bearer token
   * on every HLS request (hls.js `xhrSetup`).
   */
  getMediaStatus(mediaId: string, options?: CallOptions): Promise<MediaStatus>;
  listMediaStatuses(
    customerId: string,
    mediaIds: string[],
    options?: CallOptions,
  ): Promise<MediaStatus[]>;
  /**
   * POST media/{id}/trim: 202 with how far the cut points may move (keyframes); 409 while the
   * item is processing, 422 outside the content.
   */
  trimMedia(
    customerId: string,
    mediaId: string,
    range: TrimRequest,
    options?: CallOptions,
  ): Promise<TrimAccepted>;
  /** GET clips (v4): one page, newest first; `query` keeps the clips whose title holds its words. */
  listClips(customerId: string, options?: ClipListOptions): Promise<LinkedPage<Clip>>;
  getClip(customerId: string, id: string, options?: CallOptions): Promise<Clip>;
  /** 3 s to 3 min (422 otherwise); 409 while the source is processing. */
  createClip(
    customerId: string,
    mediaId: string,
    clip: ClipInput,
    options?: CallOptions,
  ): Promise<Clip>;
  updateClip(customerId: string, id: string, clip: ClipInput, options?: CallOptions): Promise<Clip>;
  deleteClip(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** The cues service: a library item's cues; 412 (ApiError) when cues are unavailable. */
  listMediaCues(mediaId: string, options?: CallOptions): Promise<MediaCue[]>;
  createMediaCue(mediaId: string, cue: MediaCueInput, options?: CallOptions): Promise<MediaCue>;
  updateMediaCue(
    mediaId: string,
    cueId: string,
    changes: MediaCuePatch,
    options?: CallOptions,
  ): Promise<MediaCue>;
  deleteMediaCue(mediaId: string, cueId: string, options?: CallOptions): Promise<void>;
  /** Linked social accounts with their link status (issue 15). */
  listSocialAccounts(customerId: string, options?: CallOptions): Promise<SocialAccount[]>;
  /** Starts an authorisation: the provider's page to open and the state it must bring back. */
  beginSocialLink(
    customerId: string,
    request: SocialAuthorizationRequest,
    options?: CallOptions,
  ): Promise<SocialAuthorization>;
  /** The fb-redirect page's code and state; 409 already linked, 403 denied, 422 no channel. */
  linkSocialAccount(
    customerId: string,
    link: SocialLinkRequest,
    options?: CallOptions,
  ): Promise<SocialAccount>;
  /** 422 when the authorisation was made with another account or channel. */
  renewSocialAccount(
    customerId: string,
    id: string,
    link: SocialLinkRequest,
    options?: CallOptions,
  ): Promise<SocialAccount>;
  unlinkSocialAccount(customerId: string, id: string, options?: CallOptions): Promise<void>;
  syncSocialAccount(customerId: string, id: string, options?: CallOptions): Promise<ActionAccepted>;
  listSocialChannels(
    customerId: string,
    id: string,
    options?: CallOptions,
  ): Promise<SocialChannel[]>;
  checkSocialChannelLive(
    customerId: string,
    channelId: string,
    options?: CallOptions,
  ): Promise<SocialLiveCheck>;
  updateSocialCrosspost(
    customerId: string,
    crosspost: SocialCrosspost,
    options?: CallOptions,
  ): Promise<SocialCrosspost>;
  /** Studio AI: the video's suggestions (404 ApiError when never requested). */
  getAiEnrichment(
    customerId: string,
    mediaId: string,
    options?: CallOptions,
  ): Promise<AiEnrichment>;
  /** Queues enrichment (202 processing); 409 under way, 422 over 2 h, no transcript or limit. */
  requestAiEnrichment(
    customerId: string,
    mediaId: string,
    options?: CallOptions,
  ): Promise<AiEnrichment>;
  /** Applies the named suggestion fields (all without an approval) to the item. */
  approveAiEnrichment(
    customerId: string,
    mediaId: string,
    approval?: AiEnrichmentApproval,
    options?: CallOptions,
  ): Promise<AiEnrichment>;
  rejectAiEnrichment(customerId: string, mediaId: string, options?: CallOptions): Promise<void>;
  /** This month's Studio AI videos against the allowance. */
  getAiUsage(customerId: string, options?: CallOptions): Promise<AiUsage>;
  /** A library video's transcript: status `none` until requested, segments once completed. */
  getTranscription(
    customerId: string,
    mediaId: string,
    options?: CallOptions,
  ): Promise<Transcription>;
  /** 202 queued; 409 while one is under way; 422 when the month's subtitle hours are spent. */
  requestTranscription(
    customerId: string,
    mediaId: string,
    options?: CallOptions,
  ): Promise<Transcription>;
  listSubtitleTracks(mediaId: string, options?: CallOptions): Promise<SubtitleTrack[]>;
  /** With `vtt` or `srt` an upload (400 naming the bad cue), with neither from the transcript. */
  createSubtitleTrack(
    mediaId: string,
    track: SubtitleTrackInput,
    options?: CallOptions,
  ): Promise<SubtitleTrack>;
  deleteSubtitleTrack(mediaId: string, trackId: string, options?: CallOptions): Promise<void>;
  getSubtitleAllowance(customerId: string, options?: CallOptions): Promise<SubtitleAllowance>;
  /** GET encoders with minutes=2: `online` means seen within the last two minutes. */
  listEncoders(customerId: string, options?: PageCallOptions): Promise<LinkedPage<Encoder>>;
  getEncoder(customerId: string, encoderId: string, options?: CallOptions): Promise<Encoder>;
  updateEncoder(
    customerId: string,
    encoderId: string,
    changes: EncoderUpdate,
    options?: CallOptions,
  ): Promise<Encoder>;
  /** Removes a software encoder and frees its licence. */
  deleteEncoder(customerId: string, encoderId: string, options?: CallOptions): Promise<void>;
  /** 409 when the encoder is live for another event and `force` is not set. */
  startEncoder(
    customerId: string,
    encoderId: string,
    command?: EncoderCommand,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  stopEncoder(
    customerId: string,
    encoderId: string,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  restartEncoder(
    customerId: string,
    encoderId: string,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  updateEncoderVersion(
    customerId: string,
    encoderId: string,
    version: string,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  uploadEncoderLogs(
    customerId: string,
    encoderId: string,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  /** The light state polled while an encoder starts, stops or restarts (live status, event). */
  getEncoderStatus(
    customerId: string,
    encoderId: string,
    options?: CallOptions,
  ): Promise<EncoderStatus>;
  /** Input sources and the versions the encoder may update to, newest first. */
  getEncoderOptions(
    customerId: string,
    encoderId: string,
    options?: CallOptions,
  ): Promise<EncoderOptions>;
  /** Organization Admin only: 409 duplicate name, 403 no licence left, 400 no device id. */
  registerSoftwareEncoder(
    customerId: string,
    registration: SoftwareEncoderRegistration,
    options?: CallOptions,
  ): Promise<Encoder>;
  /** The logs gateway: newest first, at `minLevel` (default INFO) or above. */
  listEncoderLogs(
    customerId: string,
    encoderId: string,
    options?: PageCallOptions & { minLevel?: LogLevel },
  ): Promise<LinkedPage<EncoderLogEntry>>;
  /** The recordings encoders made, newest first. */
  listEncoderVideos(
    customerId: string,
    options?: PageCallOptions,
  ): Promise<LinkedPage<EncoderVideo>>;
  getEncoderVideo(customerId: string, id: string, options?: CallOptions): Promise<EncoderVideo>;
  /** Stops the recording and the event using it (and so its destinations); 409 when not running. */
  stopEncoderVideo(customerId: string, id: string, options?: CallOptions): Promise<ActionAccepted>;
  /** Web videos (sim-live): library videos played out on a web channel, newest first. */
  listWebVideos(customerId: string, options?: PageCallOptions): Promise<LinkedPage<WebVideo>>;
  getWebVideo(customerId: string, id: string, options?: CallOptions): Promise<WebVideo>;
  /** Starts it; 409 "The web channel is already in use." while the channel plays something. */
  createWebVideo(
    customerId: string,
    webVideo: WebVideoInput,
    options?: CallOptions,
  ): Promise<WebVideo>;
  /** Renames it; what it plays is fixed once started (409). */
  updateWebVideo(
    customerId: string,
    id: string,
    webVideo: WebVideoInput,
    options?: CallOptions,
  ): Promise<WebVideo>;
  /** 409 while it plays. */
  deleteWebVideo(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** Stops it and every source using its content; it cannot restart. */
  stopWebVideo(customerId: string, id: string, options?: CallOptions): Promise<ActionAccepted>;
  /** New cues for one waiting for its next replay; 422 outside the video. */
  trimWebVideo(
    customerId: string,
    id: string,
    trim: WebVideoTrim,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  /** Podcast feeds of playlists (or of the whole library), by name; `url` is the public RSS. */
  listFeeds(customerId: string, options?: PageCallOptions): Promise<LinkedPage<Feed>>;
  getFeed(customerId: string, id: string, options?: CallOptions): Promise<Feed>;
  /** 400 on `body.playlistId` for a playlist not of the organisation; 409 for a name in use. */
  createFeed(customerId: string, feed: FeedInput, options?: CallOptions): Promise<Feed>;
  updateFeed(customerId: string, id: string, feed: FeedInput, options?: CallOptions): Promise<Feed>;
  /** Its RSS document and enclosures answer 404 from then on. */
  deleteFeed(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /**
   * Scheduled social posts, soonest first: scheduled, pending, posted and failed. With a window,
   * only those publishing from `startTime` up to (not including) `endTime`; 400 on
   * `query.endTime` for a window that ends before it starts.
   */
  listPosts(customerId: string, options?: PostListOptions): Promise<LinkedPage<SocialPost>>;
  getPost(customerId: string, id: string, options?: CallOptions): Promise<SocialPost>;
  /**
   * Schedules a post; 400 naming the field (the messages of `socialPostProblems`, a page or
   * channel not linked, a video not the organisation's); 409 when the channel has a waiting post.
   */
  createPost(customerId: string, post: SocialPostInput, options?: CallOptions): Promise<SocialPost>;
  /** Until 10 minutes before the post goes out (`SocialPost.editable`); 409 after. */
  updatePost(
    customerId: string,
    id: string,
    post: SocialPostInput,
    options?: CallOptions,
  ): Promise<SocialPost>;
  /** Cancels a scheduled or failed post; 409 once it is being posted or was posted. */
  deletePost(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /**
   * A recording (by encoder video or destination) into the library: 201 with the new item, which
   * processes like an upload; 422 while the recording is still written, 409 once saved.
   */
  saveToLibrary(
    customerId: string,
    request: SaveToLibraryRequest,
    options?: CallOptions,
  ): Promise<LibraryItem>;
  /** Creates an event starting now and starts its encoder; poll `getGoLiveStatus`. */
  startGoLive(
    customerId: string,
    request: GoLiveRequest,
    options?: CallOptions,
  ): Promise<GoLiveStatus>;
  getGoLiveStatus(customerId: string, id: string, options?: CallOptions): Promise<GoLiveStatus>;
  /**
   * The listing rules are the server's: EMBED destinations in any state, SAVEONLY ones only
   * stopped, aborted or errored; four sorts (name A-Z, Z-A, newest, oldest start). `eventId`
   * keeps one live event's (an encoder video's `eventId`); the next page keeps the filter.
   */
  listContentDestinations(
    customerId: string,
    options?: PageCallOptions & {
      sort?: 'asc.name' | 'desc.name' | 'desc.start_time' | 'asc.start_time';
      eventId?: string;
    },
  ): Promise<LinkedPage<ContentDestination>>;
  getContentDestination(
    customerId: string,
    destId: string,
    options?: CallOptions,
  ): Promise<ContentDestination>;
  /** A stopped destination cannot restart (409). */
  startContentDestination(
    customerId: string,
    destId: string,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  stopContentDestination(
    customerId: string,
    destId: string,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  /** Puts a finished destination out of the lists (409 while it has not finished). */
  archiveContentDestination(
    customerId: string,
    destId: string,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  /** Makes a social destination's live video public (publish status `published`). */
  publishContentDestination(
    customerId: string,
    destId: string,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  /** Streams a finished destination's recording again to the same place (event kind REPUBLISH). */
  republishContentDestination(
    customerId: string,
    destId: string,
    options?: CallOptions,
  ): Promise<ActionAccepted>;
  /** Viewing totals of the web channel while the event ran (zero for RTMP and social). */
  getContentDestinationSummary(
    customerId: string,
    destId: string,
    options?: CallOptions,
  ): Promise<ContentDestinationSummary>;
  /** A one-hour link to the saved recording; 409 until it is saved to the library. */
  getContentDestinationDownload(
    customerId: string,
    destId: string,
    options?: CallOptions,
  ): Promise<DownloadLink>;
  /** The schedule (issue 16): events, first start first; PAST lists newest first. */
  listEvents(
    customerId: string,
    options?: PageCallOptions & { timeFilter?: EventTimeFilter },
  ): Promise<LinkedPage<ScheduledEvent>>;
  getEvent(customerId: string, id: string, options?: CallOptions): Promise<ScheduledEvent>;
  /** 400 with the field rules' messages, 422 with the overlaps (`validateSchedule` lists both). */
  createEvent(
    customerId: string,
    event: ScheduledEventInput,
    options?: CallOptions,
  ): Promise<ScheduledEvent>;
  /** 409 while an instance runs, or when destinations change within 5 minutes of a start. */
  updateEvent(
    customerId: string,
    id: string,
    event: ScheduledEventInput,
    options?: CallOptions,
  ): Promise<ScheduledEvent>;
  deleteEvent(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** A paused event does not run; an instance live now stops at once. */
  pauseEvent(customerId: string, id: string, options?: CallOptions): Promise<ActionAccepted>;
  resumeEvent(customerId: string, id: string, options?: CallOptions): Promise<ActionAccepted>;
  /** Occurrences starting in the window (recurring events expanded for it only), by start. */
  listSchedules(
    customerId: string,
    window: { startTime: string; endTime: string },
    options?: CallOptions,
  ): Promise<ScheduleItem[]>;
  /** Skips one occurrence (its start); 409 while that occurrence runs. */
  addScheduleExdate(
    customerId: string,
    eventId: string,
    date: string,
    options?: CallOptions,
  ): Promise<ScheduledEvent>;
  /** Every rule the event breaks, overlaps included, without saving; `eventId` when editing it. */
  validateSchedule(
    customerId: string,
    event: ScheduledEventInput,
    options?: CallOptions & { eventId?: string },
  ): Promise<ScheduleValidation>;
  /** What happened to an event, destination or encoder, newest first. */
  listSubjectEventLogs(subjectId: string, options?: PageCallOptions): Promise<LinkedPage<EventLog>>;
  /** Public: what a player needs for an embed id (a web channel's live HLS source). */
  getPlayerConfig(embedId: string, options?: CallOptions): Promise<PlayerConfig>;
  /** GET venues: one page of the organisation's venues, by username. */
  listVenues(customerId: string, options?: PageCallOptions): Promise<LinkedPage<Venue>>;
  getVenue(customerId: string, id: string, options?: CallOptions): Promise<Venue>;
  /** Licences left per venue licence type. */
  getVenueLicenceAvailability(
    customerId: string,
    options?: CallOptions,
  ): Promise<VenueLicenceAvailability>;
  /** 409 `VENUE_USERNAME_EXISTS`; 403 `LICENCE_UNAVAILABLE` on `body.licenceType`. */
  createVenue(customerId: string, venue: VenueInput, options?: CallOptions): Promise<Venue>;
  updateVenue(
    customerId: string,
    id: string,
    venue: VenueUpdate,
    options?: CallOptions,
  ): Promise<Venue>;
  changeVenuePassword(
    customerId: string,
    id: string,
    password: string,
    options?: CallOptions,
  ): Promise<void>;
  /** Removes the venue and signs out the decoders signed in with it. */
  deleteVenue(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** GET playlists: one page of 50, each with its media count and total length. */
  listPlaylists(customerId: string, options?: PlaylistListOptions): Promise<LinkedPage<Playlist>>;
  getPlaylist(customerId: string, playlistId: string, options?: CallOptions): Promise<Playlist>;
  /** A name the organisation has already is ApiError 409. */
  createPlaylist(
    customerId: string,
    playlist: PlaylistInput,
    options?: CallOptions,
  ): Promise<Playlist>;
  updatePlaylist(
    customerId: string,
    playlistId: string,
    playlist: PlaylistInput,
    options?: CallOptions,
  ): Promise<Playlist>;
  /** The videos stay in the library. */
  deletePlaylist(customerId: string, playlistId: string, options?: CallOptions): Promise<void>;
  /** One playlist's videos in order, with total length and media count. */
  getPlaylistMedia(
    customerId: string,
    playlistId: string,
    options?: CallOptions,
  ): Promise<PlaylistMedia>;
  /** A video already there is ApiError 409; a full non-rolling playlist 422 PLAYLIST_FULL. */
  addPlaylistMedia(
    customerId: string,
    playlistId: string,
    mediaIds: readonly string[],
    options?: CallOptions,
  ): Promise<PlaylistMedia>;
  removePlaylistMedia(
    customerId: string,
    playlistId: string,
    mediaId: string,
    options?: CallOptions,
  ): Promise<void>;
  /** Every video of the playlist in its new order (anything else is ApiError 422). */
  reorderPlaylist(
    customerId: string,
    playlistId: string,
    mediaIds: readonly string[],
    options?: CallOptions,
  ): Promise<PlaylistMedia>;
  /** GET rtmp/destination: one page of RTMP destinations; keys come back as their last 4 only. */
  listRtmpDestinations(
    customerId: string,
    options?: PageCallOptions,
  ): Promise<LinkedPage<RtmpDestination>>;
  getRtmpDestination(
    customerId: string,
    id: string,
    options?: CallOptions,
  ): Promise<RtmpDestination>;
  createRtmpDestination(
    customerId: string,
    destination: RtmpDestinationInput,
    options?: CallOptions,
  ): Promise<RtmpDestination>;
  /** Without `streamKey` the stored key is kept. */
  updateRtmpDestination(
    customerId: string,
    id: string,
    destination: RtmpDestinationUpdate,
    options?: CallOptions,
  ): Promise<RtmpDestination>;
  deleteRtmpDestination(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** GET qrclickoverlays: one page of QRclick overlays, by name. */
  listQrClickOverlays(
    customerId: string,
    options?: PageCallOptions,
  ): Promise<LinkedPage<QrClickOverlay>>;
  getQrClickOverlay(customerId: string, id: string, options?: CallOptions): Promise<QrClickOverlay>;
  /** 409 `DUPLICATE_URL` on `body.url` when another overlay has the URL. */
  createQrClickOverlay(
    customerId: string,
    overlay: QrClickOverlayInput,
    options?: CallOptions,
  ): Promise<QrClickOverlay>;
  updateQrClickOverlay(
    customerId: string,
    id: string,
    overlay: QrClickOverlayInput,
    options?: CallOptions,
  ): Promise<QrClickOverlay>;
  deleteQrClickOverlay(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** GET destinationgroups: one page of destination groups, by name. */
  listDestinationGroups(
    customerId: string,
    options?: PageCallOptions,
  ): Promise<LinkedPage<DestinationGroup>>;
  /** The channels (with regions) and RTMP destinations a group may name. */
  listDestinationGroupChoices(
    customerId: string,
    options?: CallOptions,
  ): Promise<DestinationGroupChoices>;
  getDestinationGroup(
    customerId: string,
    id: string,
    options?: CallOptions,
  ): Promise<DestinationGroup>;
  /** Admin only: anyone else gets 403 "Creating a destination group needs Admin permission.". */
  createDestinationGroup(
    customerId: string,
    group: DestinationGroupInput,
    options?: CallOptions,
  ): Promise<DestinationGroup>;
  updateDestinationGroup(
    customerId: string,
    id: string,
    group: DestinationGroupInput,
    options?: CallOptions,
  ): Promise<DestinationGroup>;
  deleteDestinationGroup(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /**
   * GET users: one page of the organisation's people (venue logins are venues), found by `search`
   * (name or user name), filtered by `role` and `status`, sorted by `sort` (default asc.name).
   */
  listUsers(customerId: string, options?: UserListOptions): Promise<LinkedPage<User>>;
  /** Manage Users reads anyone; everyone else only themselves (the account page), 403 otherwise. */
  getUser(customerId: string, id: string, options?: CallOptions): Promise<User>;
  /**
   * Changes the fields sent. A person's own `password` needs `currentPassword` (400 "Incorrect
   * password." otherwise) and ends their other sessions; their own `userName` mails a
   * verification link to the new address (`pendingUserName` until it is opened; 409 when taken).
   */
  updateUser(
    customerId: string,
    id: string,
    changes: UserUpdate,
    options?: CallOptions,
  ): Promise<User>;
  /** Removes the person and ends their sessions at once. */
  deleteUser(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** At least one of the six roles; 422 when Platform Admin is combined with others. */
  updateUserRoles(
    customerId: string,
    id: string,
    roles: RoleName[],
    options?: CallOptions,
  ): Promise<User>;
  listUserPlayers(customerId: string, id: string, options?: CallOptions): Promise<UserPlayer[]>;
  listRoles(customerId: string, options?: CallOptions): Promise<RoleOption[]>;
  /** 409 already verified; 410 expired ('Unable to verify token: ...'), then offer a resend. */
  verifyEmail(token: string, options?: CallOptions): Promise<EmailVerificationResult>;
  /** Always succeeds (204) whether or not the address waits for a verification; 429 when limited. */
  resendVerificationEmail(email: string, options?: CallOptions): Promise<void>;
  /** Public. 409 when the e-mail or the organisation name is taken; 429 when limited. */
  signUp(request: SignUpRequest, options?: CallOptions): Promise<OnboardingState>;
  /** The channel onboarding checklist: steps the organisation's data shows done, or marked. */
  getOnboardingState(customerId: string, options?: CallOptions): Promise<OnboardingState>;
  /** Marks a step done to skip it (idempotent); verifying the e-mail cannot be marked (400). */
  completeOnboardingStep(
    customerId: string,
    step: OnboardingStepName,
    options?: CallOptions,
  ): Promise<OnboardingState>;
  /** GET userinvites: pending, resent, revoked and expired invitations, newest first. */
  listUserInvites(customerId: string, options?: PageCallOptions): Promise<LinkedPage<Invite>>;
  /** 409 "Invitation already exists for the email"; 429 when sends to the address are limited. */
  createUserInvite(customerId: string, invite: InviteInput, options?: CallOptions): Promise<Invite>;
  revokeUserInvite(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** A new link (the older ones stop) and a new expiry; 409 once revoked or accepted. */
  resendUserInvite(customerId: string, id: string, options?: CallOptions): Promise<Invite>;
  /**
   * Public: `token` is the id in the mailed link. Creates the person and signs them in (the
   * refresh cookie is set; `refreshSession` then gets the access token). 410 when the
   * invitation expired or was revoked, 409 when it was accepted already.
   */
  acceptUserInvite(
    token: string,
    acceptance: InviteAcceptance,
    options?: CallOptions,
  ): Promise<LoginResponse>;
  /** Always succeeds (204): never tells whether the address exists; 429 when limited. */
  requestPasswordReset(email: string, options?: CallOptions): Promise<void>;
  /** 410 when the link timed out or is not valid: offer a new reset. */
  verifyPasswordResetToken(token: string, options?: CallOptions): Promise<void>;
  /** Sets the new password and ends every session of the person. */
  resetPassword(token: string, password: string, options?: CallOptions): Promise<void>;
  /** GET clients: one page of the organisation's API clients, by name; secrets are never listed. */
  listApiClients(customerId: string, options?: PageCallOptions): Promise<LinkedPage<ApiClient>>;
  getApiClient(customerId: string, id: string, options?: CallOptions): Promise<ApiClient>;
  /** The answer carries `clientSecret`, shown once. 403 `PLAN_REQUIRED` naming a role's plan. */
  createApiClient(
    customerId: string,
    client: ApiClientInput,
    options?: CallOptions,
  ): Promise<ApiClient>;
  updateApiClient(
    customerId: string,
    id: string,
    client: ApiClientInput,
    options?: CallOptions,
  ): Promise<ApiClient>;
  deleteApiClient(customerId: string, id: string, options?: CallOptions): Promise<void>;
  /** A new secret (in this answer only); the old one and its tokens stop at once. */
  regenerateApiClientSecret(
    customerId: string,
    id: string,
    options?: CallOptions,
  ): Promise<ApiClient>;
  /** The organisations the signed-in person may switch into (staff: every one). */
  listCustomerNames(options?: PageCallOptions): Promise<LinkedPage<CustomerName>>;
  /** Staff: organisations whose name contains `name` (3 characters or more), best first. */
  findCustomersByName(name: string, options?: CallOptions): Promise<CustomerName[]>;
  /** Staff: the organisation with this master ECG (`ECG-` plus digits, upper case); 404 for none. */
  getCustomerByMasterEcg(masterEcg: string, options?: CallOptions): Promise<CustomerName>;
  /** Staff: contacts by e-mail or mobile (one of them). */
  searchContacts(
    query: { email?: string; mobile?: string },
    options?: CallOptions,
  ): Promise<Contact[]>;
  createCustomer(organisation: OrganisationInput, options?: CallOptions): Promise<Customer>;
  updateCustomer(
    customerId: string,
    organisation: OrganisationInput,
    options?: CallOptions,
  ): Promise<Customer>;
  moveCustomer(
    customerId: string,
    move: OrganisationMove,
    options?: CallOptions,
  ): Promise<Customer>;
  /** Hardware lookups, cached for 120 s like the other lookups (`api.lookups`). */
  listHardwareModels(options?: LookupOptions): Promise<HardwareModel[]>;
  listHardwareLocations(options?: LookupOptions): Promise<HardwareLocation[]>;
  listHardwareStatuses(options?: LookupOptions): Promise<HardwareStatus[]>;
  listHardwareCycles(options?: LookupOptions): Promise<HardwareCycle[]>;
  /** One page of the hardware inventory for the filters. */
  listHardwareUnits(query?: HardwareUnitQuery): Promise<LinkedPage<HardwareUnit>>;
  getHardwareUnit(id: string, options?: CallOptions): Promise<HardwareUnit>;
  /** 409 for a serial in use, 422 when its letter does not match the model type. */
  createHardwareUnit(unit: HardwareUnitInput, options?: CallOptions): Promise<HardwareUnit>;
  updateHardwareUnit(
    id: string,
    unit: HardwareUnitInput,
    options?: CallOptions,
  ): Promise<HardwareUnit>;
  deleteHardwareUnit(id: string, options?: CallOptions): Promise<void>;
  getHardwareDashboard(options?: CallOptions): Promise<HardwareDashboard>;
  /** One page of the encoder search across organisations. */
  searchEncoders(query?: EncoderSearchQuery): Promise<LinkedPage<EncoderSearchResult>>;
  listSystemLogs(query: SystemLogQuery): Promise<LinkedPage<SystemLog>>;
  listDuplicateLogins(options?: CallOptions): Promise<DuplicateLogin[]>;
  listEncodersInError(options?: PageCallOptions): Promise<LinkedPage<EncoderMonitor>>;
  getOnlinePlayers(options?: CallOptions): Promise<OnlinePlayers>;
  /**
   * The organisation's state changes as they happen (server-sent events read with fetch, the
   * token in the Authorization header, reconnecting with Last-Event-ID); `close()` ends it.
   */
  subscribeSystemEvents(options: SystemEventSubscriptionOptions): SystemEventSubscription;
  /**
   * Lookups cache (regions, time zones: 120 s), to clear after a change an admin made. Lists keep
   * no cache here: their 120000 ms freshness belongs to the list-resource machine of
   * `@studio/machines`, which also decides when to re-fetch.
   */
  readonly lookups: FreshnessCache;
}

/** The contract's path of getPlayerPreviewVideo; the type fails to compile if it moves. */
const PLAYER_PREVIEW_VIDEO_PATH: keyof PlayerConfigPaths = '/preview/video.mp4';

/** The members `createStudioApi` builds at once; every other member is a resource call. */
type CoreMember =
  | keyof StudioClients
  | 'environment'
  | 'preloadResourceCalls'
  | 'tokens'
  | 'session'
  | 'fetch'
  | 'lookups'
  | 'followPages'
  | 'signIn'
  | 'signInOnBehalfOf'
  | 'refreshSession'
  | 'subscribeSystemEvents'
  | 'signOut'
  | 'getCurrentUser'
  | 'getCustomer'
  | 'listRegions'
  | 'listTimezones'
  | 'trackEvents'
  // Public watch pages beat without loading the resource calls.
  | 'sendPlayerHeartbeat'
  | 'playerPreviewVideoUrl';

/** The calls of `resource-calls.ts`, loaded on first use (`lazyResourceCalls`). */
export type ResourceCalls = Omit<StudioApi, CoreMember>;

function toGrant(response: TokenResponse): TokenGrant {
  return { accessToken: response.access_token, expiresIn: response.expires_in };
}

/** The one entry point: typed clients for every service, with the call semantics underneath. */
export function createStudioApi(options: StudioApiOptions = {}): StudioApi {
  const environment = options.environment ?? 'local';
  const tokens = options.tokens ?? createMemoryTokenStore();
  const now = options.now ?? Date.now;
  const baseFetch: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const lookups = createFreshnessCache(LOOKUP_CACHE_MS, now);

  // The coordinator refreshes through the v3 client, which is built on the transport that needs
  // the coordinator: this closure reads `services` only when a refresh runs, after it exists.
  const requestToken = async (): Promise<TokenGrant> =>
    toGrant(
      await unwrap(
        services.v3.POST('/auth/token', {
          body: { grant_type: 'refresh_token_cookie' },
          credentials: 'include',
        }),
      ),
    );
  const session = createSessionCoordinator({
    tokens,
    requestToken,
    callbacks: {
      onRefreshStarted: options.onRefreshStarted,
      onTokenRefreshed: options.onTokenRefreshed,
      onSessionExpired: options.onSessionExpired,
    },
  });
  const transport = createTransport({
    fetch: baseFetch,
    tokens,
    session,
    logger: options.logger ?? consoleLogger,
    createRequestId: options.createRequestId ?? (() => crypto.randomUUID()),
    now,
  });
  const services: StudioClients = createServiceClients(environment, transport, options);

  const core: Pick<StudioApi, CoreMember> = {
    ...services,
    environment,
    tokens,
    session,
    fetch: transport,
    lookups,
    followPages: (first, pagingOptions) => followLinkPages(transport, first, pagingOptions),
    async signIn({ username, password }, callOptions = {}) {
      const grant = toGrant(
        await unwrap(
          services.v3.POST('/auth/token', {
            body: { grant_type: 'password_cookie', username, password },
            credentials: 'include',
            signal: callOptions.signal,
          }),
        ),
      );
      lookups.invalidate();
      session.begin(grant);
      return grant;
    },
    async signInOnBehalfOf({ username, password, customerId }, callOptions = {}) {
      const grant = toGrant(
        await unwrap(
          services.v3.POST('/auth/customers/{customerId}/token', {
            params: { path: { customerId } },
            body: { grant_type: 'password_cookie_on_behalf_of', username, password },
            credentials: 'include',
            signal: callOptions.signal,
          }),
        ),
      );
      lookups.invalidate();
      session.begin(grant);
      return grant;
    },
    refreshSession: () => session.refreshNow(),
    subscribeSystemEvents: (subscription) =>
      subscribeSystemEvents(
        { client: services.systemEvents, ...(options.wait ? { wait: options.wait } : {}) },
        subscription,
      ),
    async signOut() {
      try {
        await unwrap(services.v3.POST('/logout', { credentials: 'include' }));
      } catch (error) {
        // 401: the server already considers the session over, which is what signing out wants.
        if (!isApiError(error) || error.status !== 401) throw error;
      } finally {
        session.end();
        lookups.invalidate();
      }
    },
    getCurrentUser: ({ signal } = {}) => unwrap(services.v2.GET('/users/me', { signal })),
    getCustomer: (customerId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}', { params: { path: { customerId } }, signal }),
      ),
    listRegions: ({ signal, force } = {}) =>
      lookups.read(
        'v3 GET /regions',
        (loadSignal) => unwrap(services.v3.GET('/regions', { signal: loadSignal })),
        {
          signal,
          force,
        },
      ),
    listTimezones: ({ signal, force } = {}) =>
      lookups.read(
        'v3 GET /timezones',
        (loadSignal) => unwrap(services.v3.GET('/timezones', { signal: loadSignal })),
        {
          signal,
          force,
        },
      ),
    playerPreviewVideoUrl: () =>
      `${baseUrlFor('playerConfig', environment, options)}${PLAYER_PREVIEW_VIDEO_PATH}`,
    trackEvents: (events, { signal } = {}) =>
      unwrap(services.telemetry.POST('/events', { body: { events: [...events] }, signal })),
    sendPlayerHeartbeat: async (heartbeat, { signal } = {}) => {
      await unwrap(services.telemetry.POST('/heartbeats', { body: heartbeat, signal }));
    },
    preloadResourceCalls: async () => {
      await resourceCalls.load();
    },
  };
  const resourceCalls = lazyResourceCalls(async () =>
    (await import('./resource-calls.js')).createResourceCalls({
      services,
      transport,
      lookups,
    }),
  );
  return resourceCalls.withStandIns(core);
}
