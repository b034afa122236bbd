import { createHash, randomBytes } from 'node:crypto';
import { MS_PER_DAY, SOCIAL_ACCESS_RENEWAL_DAYS } from '@studio/domain';
import type { SocialProviderName } from '../db/social/schema';
import { LoopbackRtmpSink } from '../live/broadcast/loopback-rtmp-sink';
import {
  SocialProviderError,
  type LiveVideoRequest,
  type LiveVideoStatistics,
  type PostRequest,
  type PublishedPost,
  type ProviderChannel,
  type ProviderLiveVideo,
  type SocialGrant,
  type SocialProvider,
} from './provider';

/** The page the sandbox serves in place of the network's own (sandbox-routes.ts). */
export const SANDBOX_AUTHORIZE_PATH = '/sandbox/social/authorize';
/** Where the studio's return page is: the only place the sandbox sends a browser back to. */
export const SOCIAL_REDIRECT_PATH = '/settings/social-media/fb-redirect';

/** A person of the sandbox network, with the pages and the video-site channel they hold. */
export interface SandboxIdentity {
  id: string;
  name: string;
  pages: Array<{ id: string; name: string }>;
  channel: { id: string; name: string; liveEnabled: boolean } | null;
}

/**
 * The sandbox's people. Riverside's media team holds the demo's pages and channel; Jordan is
 * someone else (a renewal with Jordan is "a different account"); Casey has nothing to stream to
 * ("no channel").
 */
export const SANDBOX_IDENTITIES: readonly SandboxIdentity[] = [
  {
    id: 'sbx-riverside-media',
    name: 'Riverside Media Team',
    pages: [
      { id: '104233118812345', name: 'Riverside Community Church' },
      { id: '104233118899999', name: 'Riverside Youth' },
    ],
    channel: { id: 'UC4f1c2a7e8b3d4c559a61', name: 'Riverside Church TV', liveEnabled: true },
  },
  {
    id: 'sbx-jordan-rivera',
    name: 'Jordan Rivera',
    pages: [{ id: '104233118877777', name: 'Jordan Rivera Worship' }],
    channel: { id: 'UC7d2e9b1a4c6f8e0b3d5a72', name: 'Jordan Rivera Music', liveEnabled: false },
  },
  { id: 'sbx-casey-nopages', name: 'Casey Morgan', pages: [], channel: null },
];

const CODE_LIFETIME_MS = 10 * 60_000;
const CREDENTIAL_PREFIX = 'sandbox1';
/** The sandbox's error code for refused access, the social network's own (OAuthException 190). */
export const SANDBOX_ACCESS_DENIED_CODE = '190';

interface IssuedCode {
  identityId: string;
  redirectUri: string;
  expiresAt: number;
}

interface SandboxLiveVideo {
  channelId: string;
  identityId: string;
  startedAt: number;
  stoppedAt: number | null;
  published: boolean;
  privacy: LiveVideoRequest['privacy'];
  /** Its RTMP server on loopback; null when the sandbox was given a fixed ingest address. */
  sink: LoopbackRtmpSink | null;
  /** Time the sink received a stream, in sessions that ended. */
  receivedMs: number;
  /** When the current session's packets started arriving, if they are. */
  receivingSince: number | null;
}

/** A post the sandbox published, as its network would show it. */
export interface SandboxPost {
  channelId: string;
  identityId: string;
  title: string;
  description: string;
  privacy: PostRequest['privacy'];
  reel: boolean;
  videoBytes: number | null;
  notifiedSubscribers: boolean;
  publishedAt: number;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

export interface SandboxOptions {
  now?: () => Date;
  /**
   * A fixed address for every live video's stream, where nothing of the sandbox listens (unit
   * tests). Without it each live video gets its own RTMP server on loopback that really receives
   * the stream (LoopbackRtmpSink), and its audience grows only while the stream arrives.
   */
  ingestBaseUrl?: string;
  ffmpegPath?: string;
}

/**
 * The local stand-in for one network (the social network or the video site), behaving like the
 * real one: an authorisation page (served by this server) that hands out single-use codes for
 * 10 minutes, access that ends after SOCIAL_ACCESS_RENEWAL_DAYS days and is refused after that,
 * pages and channels, live videos with an ingest address and a growing audience.
 *
 * The sandbox's access is self-describing (`sandbox1.<person>.<expiry>.<nonce>`): it holds no
 * secret of anyone, and a restart loses only the codes not yet exchanged and the audience counts.
 */
export class SandboxSocialProvider implements SocialProvider {
  readonly sandbox = true;
  private readonly codes = new Map<string, IssuedCode>();
  private readonly liveVideos = new Map<string, SandboxLiveVideo>();
  /** What it published, by post id (kept in memory: a restart forgets them, like the audience). */
  readonly posts = new Map<string, SandboxPost>();
  private readonly now: () => Date;

  constructor(
    readonly name: SocialProviderName,
    private readonly options: SandboxOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Ends the RTMP servers of the live videos still going (the server is shutting down). */
  async close(): Promise<void> {
    await Promise.all(
      [...this.liveVideos.values()].map(async (video) => {
        video.stoppedAt ??= this.now().getTime();
        await video.sink?.stop();
      }),
    );
  }

  /** Whether the live video's RTMP server is receiving its stream now. */
  isReceiving(liveVideoId: string): boolean {
    return this.liveVideos.get(liveVideoId)?.receivingSince != null;
  }

  authorizeUrl(request: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({
      provider: this.name,
      state: request.state,
      redirect_uri: request.redirectUri,
    });
    return `${SANDBOX_AUTHORIZE_PATH}?${query.toString()}`;
  }

  /** The person allowed access on the authorisation page: a code for the redirect. */
  issueCode(identityId: string, redirectUri: string): string {
    if (!findIdentity(identityId)) throw new RangeError(`no sandbox person ${identityId}`);
    const code = randomBytes(24).toString('base64url');
    const nowMs = this.now().getTime();
    for (const [key, issued] of this.codes) if (issued.expiresAt <= nowMs) this.codes.delete(key);
    this.codes.set(hash(code), { identityId, redirectUri, expiresAt: nowMs + CODE_LIFETIME_MS });
    return code;
  }

  exchangeCode(request: { code: string; redirectUri: string }): Promise<SocialGrant> {
    const key = hash(request.code);
    const issued = this.codes.get(key);
    // Single use, whatever the outcome: a code seen twice was intercepted or replayed.
    this.codes.delete(key);
    if (
      !issued ||
      issued.expiresAt <= this.now().getTime() ||
      issued.redirectUri !== request.redirectUri
    ) {
      return Promise.reject(
        new SocialProviderError(
          'access_denied',
          SANDBOX_ACCESS_DENIED_CODE,
          'The code is not valid.',
        ),
      );
    }
    const identity = findIdentity(issued.identityId);
    if (!identity) return Promise.reject(this.denied());
    const expiresAt = this.expiryFromNow();
    if (this.name === 'youtube') {
      if (!identity.channel) {
        return Promise.reject(
          new SocialProviderError('no_channel', 'NO_CHANNEL', 'The account has no channel.'),
        );
      }
      return Promise.resolve({
        account: { externalId: identity.channel.id, name: identity.channel.name, kind: 'channel' },
        credential: this.credentialFor(identity.id, expiresAt),
        expiresAt,
      });
    }
    if (identity.pages.length === 0) {
      return Promise.reject(
        new SocialProviderError('no_channel', 'NO_PAGES', 'The account manages no pages.'),
      );
    }
    return Promise.resolve({
      account: { externalId: identity.id, name: identity.name, kind: 'account' },
      credential: this.credentialFor(identity.id, expiresAt),
      expiresAt,
    });
  }

  async renew(credential: string): Promise<Pick<SocialGrant, 'credential' | 'expiresAt'>> {
    const identity = this.identityOf(credential);
    const expiresAt = this.expiryFromNow();
    return { credential: this.credentialFor(identity.id, expiresAt), expiresAt };
  }

  async listChannels(credential: string): Promise<ProviderChannel[]> {
    const identity = this.identityOf(credential);
    if (this.name === 'youtube') {
      return identity.channel
        ? [
            {
              externalId: identity.channel.id,
              name: identity.channel.name,
              type: 'channel',
              liveEnabled: identity.channel.liveEnabled,
            },
          ]
        : [];
    }
    return identity.pages.map((page) => ({
      externalId: page.id,
      name: page.name,
      type: 'page',
      liveEnabled: true,
    }));
  }

  async checkLive(credential: string, channelId: string): Promise<boolean> {
    const channel = (await this.listChannels(credential)).find(
      (candidate) => candidate.externalId === channelId,
    );
    if (!channel) throw this.unknownObject(channelId);
    return channel.liveEnabled;
  }

  async createLiveVideo(credential: string, request: LiveVideoRequest): Promise<ProviderLiveVideo> {
    const identity = this.identityOf(credential);
    if (!(await this.checkLive(credential, request.channelId))) {
      throw new SocialProviderError(
        'provider_error',
        'LIVE_STREAMING_NOT_ENABLED',
        'Live streaming is not enabled on this channel.',
      );
    }
    const liveVideoId = `sbx-live-${randomBytes(8).toString('hex')}`;
    const video: SandboxLiveVideo = {
      channelId: request.channelId,
      identityId: identity.id,
      startedAt: this.now().getTime(),
      stoppedAt: null,
      published: request.published !== false,
      privacy: request.privacy,
      sink: null,
      receivedMs: 0,
      receivingSince: null,
    };
    this.liveVideos.set(liveVideoId, video);
    const streamKey = randomBytes(16).toString('hex');
    if (this.options.ingestBaseUrl) {
      return {
        liveVideoId,
        ingestUrl: `${this.options.ingestBaseUrl}/${liveVideoId}?key=${streamKey}`,
      };
    }
    video.sink = await LoopbackRtmpSink.start({
      relisten: true,
      ...(this.options.ffmpegPath ? { ffmpegPath: this.options.ffmpegPath } : {}),
      onReceiving: (receiving) => {
        const now = this.now().getTime();
        if (receiving) video.receivingSince = now;
        else if (video.receivingSince !== null) {
          video.receivedMs += now - video.receivingSince;
          video.receivingSince = null;
        }
      },
    });
    return { liveVideoId, ingestUrl: `${video.sink.streamUrl}/${streamKey}` };
  }

  /** Whether the live video is shown to its audience (publishLiveVideo), for the sandbox's tests. */
  isPublished(liveVideoId: string): boolean {
    return this.liveVideos.get(liveVideoId)?.published ?? false;
  }

  /** Like the networks: a live video that ended cannot be published any more. */
  async publishLiveVideo(
    credential: string,
    liveVideoId: string,
    privacy: LiveVideoRequest['privacy'],
  ): Promise<void> {
    const video = this.liveVideoOf(credential, liveVideoId);
    if (video.stoppedAt !== null) {
      throw new SocialProviderError('provider_error', 'LIVE_VIDEO_ENDED', 'The live video ended.');
    }
    video.published = true;
    video.privacy = privacy;
  }

  async stopLiveVideo(credential: string, liveVideoId: string): Promise<void> {
    const video = this.liveVideoOf(credential, liveVideoId);
    video.stoppedAt ??= this.now().getTime();
    await video.sink?.stop();
  }

  /**
   * The sandbox's audience: a few viewers join each minute up to a small congregation's size,
   * and leave when the video stops; every joiner counts as a view.
   */
  async liveVideoStatistics(credential: string, liveVideoId: string): Promise<LiveVideoStatistics> {
    const video = this.liveVideoOf(credential, liveVideoId);
    const nowMs = this.now().getTime();
    let watchableMs: number;
    let watchableNow: boolean;
    if (video.sink) {
      // Only a stream that arrives is watched: the audience grows while the sink receives.
      const current = video.receivingSince === null ? 0 : nowMs - video.receivingSince;
      watchableMs = video.receivedMs + current;
      watchableNow = video.stoppedAt === null && video.receivingSince !== null;
      if (watchableMs === 0 && !watchableNow) return { viewers: 0, views: 0 };
    } else {
      // A fixed address the sandbox does not serve: it cannot tell, so it counts from creation.
      watchableMs = (video.stoppedAt ?? nowMs) - video.startedAt;
      watchableNow = video.stoppedAt === null;
    }
    const minutes = Math.max(0, Math.floor(watchableMs / 60_000));
    const joined = Math.min(3 + minutes * 2, 120);
    return { viewers: watchableNow ? joined : 0, views: joined };
  }

  /**
   * Publishes like the network does: only to a page or channel of the access's person, a video
   * read to its last byte (the video site has no post without one).
   */
  async publishPost(credential: string, request: PostRequest): Promise<PublishedPost> {
    const identity = this.identityOf(credential);
    const channels = await this.listChannels(credential);
    if (!channels.some((channel) => channel.externalId === request.channelId)) {
      throw this.unknownObject(request.channelId);
    }
    if (this.name === 'youtube' && !request.video) {
      throw new SocialProviderError('provider_error', 'mediaBodyRequired', 'A video is required.');
    }
    let videoBytes: number | null = null;
    if (request.video) {
      videoBytes = 0;
      for await (const chunk of await request.video.open()) videoBytes += (chunk as Buffer).length;
      if (videoBytes === 0) {
        throw new SocialProviderError('provider_error', 'EMPTY_FILE', 'The video is empty.');
      }
    }
    const postId = `sbx-post-${randomBytes(8).toString('hex')}`;
    this.posts.set(postId, {
      channelId: request.channelId,
      identityId: identity.id,
      title: request.title,
      description: request.description,
      privacy: request.privacy,
      reel: request.reel,
      videoBytes,
      notifiedSubscribers: this.name === 'youtube' && request.notifySubscribers,
      publishedAt: this.now().getTime(),
    });
    return { postId };
  }

  private liveVideoOf(credential: string, liveVideoId: string): SandboxLiveVideo {
    const identity = this.identityOf(credential);
    const video = this.liveVideos.get(liveVideoId);
    if (!video || video.identityId !== identity.id) throw this.unknownObject(liveVideoId);
    return video;
  }

  private expiryFromNow(): Date {
    return new Date(this.now().getTime() + SOCIAL_ACCESS_RENEWAL_DAYS * MS_PER_DAY);
  }

  /** Also what the seed stores for the demo's linked accounts. */
  credentialFor(identityId: string, expiresAt: Date): string {
    return [
      CREDENTIAL_PREFIX,
      identityId,
      String(expiresAt.getTime()),
      randomBytes(12).toString('base64url'),
    ].join('.');
  }

  /** Like the real network: an unknown or expired access is refused (code 190). */
  private identityOf(credential: string): SandboxIdentity {
    const [prefix, identityId, expiresAt] = credential.split('.');
    const identity = identityId ? findIdentity(identityId) : undefined;
    if (prefix !== CREDENTIAL_PREFIX || !identity || !(Number(expiresAt) > this.now().getTime())) {
      throw this.denied();
    }
    return identity;
  }

  private denied() {
    return new SocialProviderError(
      'access_denied',
      SANDBOX_ACCESS_DENIED_CODE,
      'The access has expired or was revoked.',
    );
  }

  private unknownObject(id: string) {
    return new SocialProviderError('provider_error', '100', `Unknown object ${id}.`);
  }
}

export function findIdentity(id: string): SandboxIdentity | undefined {
  return SANDBOX_IDENTITIES.find((identity) => identity.id === id);
}
