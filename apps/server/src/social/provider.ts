import type { Readable } from 'node:stream';
import type { SocialAccountKind, SocialChannelType, SocialProviderName } from '../db/social/schema';

/** What an authorisation gives: the account it was made with and the access to keep. */
export interface SocialGrant {
  account: { externalId: string; name: string; kind: SocialAccountKind };
  /**
   * Opaque to the server, secret: what the provider needs to act for the account (an access
   * token, with a refresh token for the video site). Stored encrypted, never answered or logged.
   */
  credential: string;
  expiresAt: Date;
}

/** A page, group, profile or channel that can receive streams. */
export interface ProviderChannel {
  externalId: string;
  name: string;
  type: SocialChannelType;
  /** Whether it can stream live now (video-site channels need live streaming enabled). */
  liveEnabled: boolean;
}

export interface LiveVideoRequest {
  channelId: string;
  title: string;
  description: string;
  privacy: 'public' | 'org' | 'private';
  /**
   * False for a live video kept from its audience until `publishLiveVideo` (publish status
   * unpublished or scheduled_published); true when absent.
   */
  published?: boolean;
}

/** A live video made at the provider, and where the relay sends the stream. */
export interface ProviderLiveVideo {
  liveVideoId: string;
  /** rtmp(s)://host/app/key: a secret (the key), never logged. */
  ingestUrl: string;
}

export interface LiveVideoStatistics {
  /** Watching now. */
  viewers: number;
  /** Views so far. */
  views: number;
}

/** The video a post publishes: its bytes are read only when the provider sends them. */
export interface PostVideoSource {
  sizeBytes: number;
  contentType: string;
  open(): Promise<Readable>;
}

export interface PostRequest {
  /** The page (social network) or channel (video site), by the provider's id. */
  channelId: string;
  title: string;
  description: string;
  privacy: 'public' | 'org' | 'private';
  /** A social network Reel (at most REELS_MAX_SECONDS, checked before). */
  reel: boolean;
  /** Null for words only (a page post); the video site always has one. */
  video: PostVideoSource | null;
  /** Whether subscribers are notified: the video site allows 3 per channel per day. */
  notifySubscribers: boolean;
}

/** What the provider made: the post's id there. */
export interface PublishedPost {
  postId: string;
}

export type SocialProviderErrorKind =
  /** The person refused, or the provider refused the code or the stored access. */
  | 'access_denied'
  /** The account has no page or channel that can stream. */
  | 'no_channel'
  /** Anything else the provider answered; `code` is theirs. */
  | 'provider_error';

export class SocialProviderError extends Error {
  constructor(
    readonly kind: SocialProviderErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SocialProviderError';
  }
}

/**
 * One social network or video site, behind the calls the studio needs: link an account
 * (authorisation page, then a code for access), list what it can stream to, make a live video
 * and its ingest address, stop it, read its viewers, and renew the access (90 days). The sandbox
 * provider (sandbox-provider.ts) stands in when no credentials are configured.
 */
export interface SocialProvider {
  readonly name: SocialProviderName;
  readonly sandbox: boolean;
  /** The provider's authorisation page; it sends the browser back to `redirectUri` with `state`. */
  authorizeUrl(request: { state: string; redirectUri: string }): string;
  /** The code from the redirect, for the account and its access. */
  exchangeCode(request: { code: string; redirectUri: string }): Promise<SocialGrant>;
  /** A fresh access from a valid one, without the person (the 90-day renewal). */
  renew(credential: string): Promise<Pick<SocialGrant, 'credential' | 'expiresAt'>>;
  listChannels(credential: string, accountExternalId: string): Promise<ProviderChannel[]>;
  checkLive(credential: string, channelId: string): Promise<boolean>;
  createLiveVideo(credential: string, request: LiveVideoRequest): Promise<ProviderLiveVideo>;
  stopLiveVideo(credential: string, liveVideoId: string): Promise<void>;
  /** Shows an unpublished live video to the audience its privacy names. */
  publishLiveVideo(
    credential: string,
    liveVideoId: string,
    privacy: LiveVideoRequest['privacy'],
  ): Promise<void>;
  liveVideoStatistics(credential: string, liveVideoId: string): Promise<LiveVideoStatistics>;
  /**
   * Publishes a scheduled post now (the worker calls it when the post is due). Cancelling needs
   * no provider call: a post reaches the provider only when it goes out, and a posted one is not
   * cancelled (the contract's deletePost).
   */
  publishPost(credential: string, request: PostRequest): Promise<PublishedPost>;
  /** Releases what the provider runs in this process (the sandbox's RTMP servers). */
  close?(): Promise<void>;
}

/** The providers the server uses, one per network: real where configured, the sandbox otherwise. */
export type SocialProviders = Record<SocialProviderName, SocialProvider>;
