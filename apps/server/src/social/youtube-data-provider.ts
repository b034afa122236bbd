import { Readable } from 'node:stream';
import { MS_PER_DAY, SOCIAL_ACCESS_RENEWAL_DAYS } from '@studio/domain';
import { providerHeaders, providerJson, type Fetch } from './http-json';
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

const AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN = 'https://oauth2.googleapis.com/token';
const API = 'https://www.googleapis.com/youtube/v3';
const UPLOAD = 'https://www.googleapis.com/upload/youtube/v3/videos';
const SCOPE = 'https://www.googleapis.com/auth/youtube';

/** The studio's privacy as the video site's: "organisation" is the closest, unlisted. */
const PRIVACY_STATUS = { public: 'public', org: 'unlisted', private: 'private' } as const;

export interface YouTubeCredentials {
  clientId: string;
  clientSecret: string;
}

/** What the server keeps for a channel: the refresh token, and the last hour-long access. */
interface StoredGoogleCredential {
  refreshToken: string;
}

interface GoogleError {
  error?: string | { code?: number; message?: string; errors?: Array<{ reason?: string }> };
  error_description?: string;
}

const readGoogleError = (body: unknown) => {
  const error = (body as GoogleError | null)?.error;
  if (!error) return null;
  if (typeof error === 'string') {
    return {
      code: error,
      message: (body as GoogleError).error_description ?? error,
      denied: error === 'invalid_grant' || error === 'access_denied',
    };
  }
  const reason = error.errors?.[0]?.reason;
  return {
    code: reason ?? String(error.code ?? 'unknown'),
    message: error.message ?? 'The video site refused the request.',
    denied: error.code === 401,
  };
};

/**
 * The video site through the YouTube Data API v3: Google's OAuth (offline access, so a refresh
 * token), the channel of the signed-in person, and live broadcasts bound to an RTMP stream.
 * Enabled when STUDIO_YOUTUBE_CLIENT_ID and STUDIO_YOUTUBE_CLIENT_SECRET are set.
 */
export class YouTubeDataProvider implements SocialProvider {
  readonly name = 'youtube' as const;
  readonly sandbox = false;

  constructor(
    private readonly credentials: YouTubeCredentials,
    private readonly fetchImpl: Fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  authorizeUrl(request: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({
      client_id: this.credentials.clientId,
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state: request.state,
    });
    return `${AUTHORIZE}?${query.toString()}`;
  }

  private token(params: Record<string, string>) {
    return providerJson<{ access_token: string; refresh_token?: string }>(
      this.fetchImpl,
      TOKEN,
      {
        method: 'POST',
        body: new URLSearchParams({
          client_id: this.credentials.clientId,
          client_secret: this.credentials.clientSecret,
          ...params,
        }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      readGoogleError,
    );
  }

  private async accessToken(credential: string): Promise<string> {
    const stored = JSON.parse(credential) as StoredGoogleCredential;
    const token = await this.token({
      grant_type: 'refresh_token',
      refresh_token: stored.refreshToken,
    });
    return token.access_token;
  }

  private async api<T>(
    credential: string,
    path: string,
    params: Record<string, string>,
    init: { method?: string; body?: unknown } = {},
  ): Promise<T> {
    const accessToken = await this.accessToken(credential);
    return providerJson<T>(
      this.fetchImpl,
      `${API}${path}?${new URLSearchParams(params).toString()}`,
      {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
      readGoogleError,
    );
  }

  private expiry(): Date {
    return new Date(this.now().getTime() + SOCIAL_ACCESS_RENEWAL_DAYS * MS_PER_DAY);
  }

  async exchangeCode(request: { code: string; redirectUri: string }): Promise<SocialGrant> {
    const token = await this.token({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
    });
    if (!token.refresh_token) {
      throw new SocialProviderError('provider_error', 'NO_REFRESH_TOKEN', 'No offline access.');
    }
    const credential = JSON.stringify({ refreshToken: token.refresh_token });
    const [channel] = await this.listChannels(credential);
    if (!channel) {
      throw new SocialProviderError('no_channel', 'NO_CHANNEL', 'The account has no channel.');
    }
    return {
      account: { externalId: channel.externalId, name: channel.name, kind: 'channel' },
      credential,
      expiresAt: this.expiry(),
    };
  }

  /** A refresh token does not age; renewing proves it still works. */
  async renew(credential: string) {
    await this.accessToken(credential);
    return { credential, expiresAt: this.expiry() };
  }

  async listChannels(credential: string): Promise<ProviderChannel[]> {
    const channels = await this.api<{ items?: Array<{ id: string; snippet: { title: string } }> }>(
      credential,
      '/channels',
      { part: 'snippet', mine: 'true' },
    );
    const live = channels.items?.length ? await this.liveEnabled(credential) : false;
    return (channels.items ?? []).map((channel) => ({
      externalId: channel.id,
      name: channel.snippet.title,
      type: 'channel',
      liveEnabled: live,
    }));
  }

  /** The site answers `liveStreamingNotEnabled` to any live call of a channel without live. */
  private async liveEnabled(credential: string): Promise<boolean> {
    try {
      await this.api(credential, '/liveBroadcasts', { part: 'id', mine: 'true', maxResults: '1' });
      return true;
    } catch (error) {
      if (error instanceof SocialProviderError && error.code === 'liveStreamingNotEnabled') {
        return false;
      }
      throw error;
    }
  }

  async checkLive(credential: string, channelId: string): Promise<boolean> {
    const channel = (await this.listChannels(credential)).find(
      (candidate) => candidate.externalId === channelId,
    );
    if (!channel) throw new SocialProviderError('provider_error', 'channelNotFound', 'No channel.');
    return channel.liveEnabled;
  }

  async createLiveVideo(credential: string, request: LiveVideoRequest): Promise<ProviderLiveVideo> {
    // An unpublished broadcast is private until publishLiveVideo gives it its privacy.
    const privacyStatus = request.published === false ? 'private' : PRIVACY_STATUS[request.privacy];
    const broadcast = await this.api<{ id: string }>(
      credential,
      '/liveBroadcasts',
      { part: 'snippet,status,contentDetails' },
      {
        method: 'POST',
        body: {
          snippet: {
            title: request.title,
            description: request.description,
            scheduledStartTime: this.now().toISOString(),
          },
          status: { privacyStatus, selfDeclaredMadeForKids: false },
          contentDetails: { enableAutoStart: true, enableAutoStop: true },
        },
      },
    );
    const stream = await this.api<{
      id: string;
      cdn: { ingestionInfo: { ingestionAddress: string; streamName: string } };
    }>(
      credential,
      '/liveStreams',
      { part: 'snippet,cdn' },
      {
        method: 'POST',
        body: {
          snippet: { title: request.title },
          cdn: { ingestionType: 'rtmp', resolution: 'variable', frameRate: 'variable' },
        },
      },
    );
    await this.api(
      credential,
      '/liveBroadcasts/bind',
      { id: broadcast.id, part: 'id', streamId: stream.id },
      { method: 'POST' },
    );
    const { ingestionAddress, streamName } = stream.cdn.ingestionInfo;
    return { liveVideoId: broadcast.id, ingestUrl: `${ingestionAddress}/${streamName}` };
  }

  /** liveBroadcasts.update of the status part only: the broadcast takes its privacy. */
  async publishLiveVideo(
    credential: string,
    liveVideoId: string,
    privacy: LiveVideoRequest['privacy'],
  ): Promise<void> {
    await this.api(
      credential,
      '/liveBroadcasts',
      { part: 'status' },
      {
        method: 'PUT',
        body: {
          id: liveVideoId,
          status: { privacyStatus: PRIVACY_STATUS[privacy], selfDeclaredMadeForKids: false },
        },
      },
    );
  }

  async stopLiveVideo(credential: string, liveVideoId: string): Promise<void> {
    await this.api(
      credential,
      '/liveBroadcasts/transition',
      { broadcastStatus: 'complete', id: liveVideoId, part: 'status' },
      { method: 'POST' },
    );
  }

  async liveVideoStatistics(credential: string, liveVideoId: string): Promise<LiveVideoStatistics> {
    const videos = await this.api<{
      items?: Array<{
        liveStreamingDetails?: { concurrentViewers?: string };
        statistics?: { viewCount?: string };
      }>;
    }>(credential, '/videos', { part: 'liveStreamingDetails,statistics', id: liveVideoId });
    const video = videos.items?.[0];
    return {
      viewers: Number(video?.liveStreamingDetails?.concurrentViewers ?? 0),
      views: Number(video?.statistics?.viewCount ?? 0),
    };
  }

  /**
   * A video on the channel at the post's time, through the resumable upload: the metadata first
   * (with whether subscribers are notified), then the bytes, streamed, to the address it gave.
   */
  async publishPost(credential: string, request: PostRequest): Promise<PublishedPost> {
    const { video } = request;
    if (!video) {
      throw new SocialProviderError('provider_error', 'mediaBodyRequired', 'A video is required.');
    }
    const accessToken = await this.accessToken(credential);
    const query = new URLSearchParams({
      uploadType: 'resumable',
      part: 'snippet,status',
      notifySubscribers: String(request.notifySubscribers),
    });
    const session = await providerHeaders(
      this.fetchImpl,
      `${UPLOAD}?${query.toString()}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json; charset=utf-8',
          'x-upload-content-length': String(video.sizeBytes),
          'x-upload-content-type': video.contentType,
        },
        body: JSON.stringify({
          snippet: { title: request.title, description: request.description },
          status: {
            privacyStatus: PRIVACY_STATUS[request.privacy],
            selfDeclaredMadeForKids: false,
          },
        }),
      },
      readGoogleError,
    );
    const uploadUrl = session.get('location');
    if (!uploadUrl) {
      throw new SocialProviderError('provider_error', 'NO_UPLOAD_URL', 'No upload address.');
    }
    const uploaded = await providerJson<{ id: string }>(
      this.fetchImpl,
      uploadUrl,
      {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': video.contentType,
          'content-length': String(video.sizeBytes),
        },
        body: Readable.toWeb(await video.open()) as ReadableStream,
        duplex: 'half',
      } as RequestInit,
      readGoogleError,
    );
    return { postId: uploaded.id };
  }
}
