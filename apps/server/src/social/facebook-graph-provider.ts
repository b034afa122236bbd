import { Readable } from 'node:stream';
import { MS_PER_DAY, SOCIAL_ACCESS_RENEWAL_DAYS } from '@studio/domain';
import { providerJson, type Fetch } from './http-json';
import {
  SocialProviderError,
  type LiveVideoRequest,
  type LiveVideoStatistics,
  type PostRequest,
  type PostVideoSource,
  type PublishedPost,
  type ProviderChannel,
  type ProviderLiveVideo,
  type SocialGrant,
  type SocialProvider,
} from './provider';

const GRAPH = 'https://graph.facebook.com/v19.0';
const GRAPH_VIDEO = 'https://graph-video.facebook.com/v19.0';
const DIALOG = 'https://www.facebook.com/v19.0/dialog/oauth';
/** Pages the person manages, and streaming to them. */
const SCOPES = 'pages_show_list,pages_read_engagement,pages_manage_posts,publish_video';
/** The studio's privacy as the Graph API's. */
const PRIVACY = { public: 'EVERYONE', org: 'ALL_FRIENDS', private: 'SELF' } as const;
/** Graph API error codes that mean "the access is no longer valid". */
const ACCESS_CODES = new Set([102, 190, 200, 10]);

export interface FacebookCredentials {
  appId: string;
  appSecret: string;
}

interface GraphError {
  error?: { code?: number; message?: string };
}

const readGraphError = (body: unknown) => {
  const error = (body as GraphError | null)?.error;
  if (!error) return null;
  return {
    code: String(error.code ?? 'unknown'),
    message: error.message ?? 'The social network refused the request.',
    denied: error.code !== undefined && ACCESS_CODES.has(error.code),
  };
};

/**
 * The social network through its Graph API: the OAuth dialog, a long-lived user token (about
 * 60 days at the network, renewed by us every SOCIAL_ACCESS_RENEWAL_DAYS at the latest), the
 * pages the person manages, and live videos on a page with that page's own token. Enabled when
 * STUDIO_FACEBOOK_APP_ID and STUDIO_FACEBOOK_APP_SECRET are set.
 */
export class FacebookGraphProvider implements SocialProvider {
  readonly name = 'facebook' as const;
  readonly sandbox = false;

  constructor(
    private readonly credentials: FacebookCredentials,
    private readonly fetchImpl: Fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * One Graph call. The access token travels in the Authorization header and secrets in a POST
   * body, so neither is ever part of a URL.
   */
  private graph<T>(path: string, params: Record<string, string>, method = 'GET'): Promise<T> {
    const { access_token: token, ...rest } = params;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const query = new URLSearchParams(rest);
    const init: RequestInit =
      method === 'GET'
        ? { method, headers }
        : {
            method,
            body: query,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          };
    const url = method === 'GET' ? `${GRAPH}${path}?${query.toString()}` : `${GRAPH}${path}`;
    return providerJson<T>(this.fetchImpl, url, init, readGraphError);
  }

  authorizeUrl(request: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({
      client_id: this.credentials.appId,
      redirect_uri: request.redirectUri,
      state: request.state,
      scope: SCOPES,
      response_type: 'code',
    });
    return `${DIALOG}?${query.toString()}`;
  }

  private expiry(expiresInSeconds: number | undefined): Date {
    const renewal = SOCIAL_ACCESS_RENEWAL_DAYS * MS_PER_DAY;
    const granted = expiresInSeconds ? expiresInSeconds * 1000 : renewal;
    return new Date(this.now().getTime() + Math.min(granted, renewal));
  }

  private async longLived(token: string) {
    return this.graph<{ access_token: string; expires_in?: number }>(
      '/oauth/access_token',
      {
        grant_type: 'fb_exchange_token',
        client_id: this.credentials.appId,
        client_secret: this.credentials.appSecret,
        fb_exchange_token: token,
      },
      'POST',
    );
  }

  async exchangeCode(request: { code: string; redirectUri: string }): Promise<SocialGrant> {
    const shortLived = await this.graph<{ access_token: string }>(
      '/oauth/access_token',
      {
        client_id: this.credentials.appId,
        client_secret: this.credentials.appSecret,
        redirect_uri: request.redirectUri,
        code: request.code,
      },
      'POST',
    );
    const token = await this.longLived(shortLived.access_token);
    const me = await this.graph<{ id: string; name: string }>('/me', {
      fields: 'id,name',
      access_token: token.access_token,
    });
    if ((await this.listChannels(token.access_token)).length === 0) {
      throw new SocialProviderError('no_channel', 'NO_PAGES', 'The account manages no pages.');
    }
    return {
      account: { externalId: me.id, name: me.name, kind: 'account' },
      credential: token.access_token,
      expiresAt: this.expiry(token.expires_in),
    };
  }

  async renew(credential: string) {
    const token = await this.longLived(credential);
    return { credential: token.access_token, expiresAt: this.expiry(token.expires_in) };
  }

  async listChannels(credential: string): Promise<ProviderChannel[]> {
    const pages = await this.graph<{ data: Array<{ id: string; name: string }> }>('/me/accounts', {
      fields: 'id,name',
      access_token: credential,
    });
    return pages.data.map((page) => ({
      externalId: page.id,
      name: page.name,
      type: 'page',
      liveEnabled: true,
    }));
  }

  private async pageToken(credential: string, pageId: string): Promise<string> {
    const page = await this.graph<{ access_token?: string }>(`/${encodeURIComponent(pageId)}`, {
      fields: 'access_token',
      access_token: credential,
    });
    if (!page.access_token) {
      throw new SocialProviderError('access_denied', '200', 'No access to this page.');
    }
    return page.access_token;
  }

  async checkLive(credential: string, channelId: string): Promise<boolean> {
    await this.pageToken(credential, channelId);
    return true;
  }

  async createLiveVideo(credential: string, request: LiveVideoRequest): Promise<ProviderLiveVideo> {
    const pageToken = await this.pageToken(credential, request.channelId);
    const privacy = PRIVACY[request.privacy];
    const video = await this.graph<{ id: string; secure_stream_url?: string; stream_url?: string }>(
      `/${encodeURIComponent(request.channelId)}/live_videos`,
      {
        status: request.published === false ? 'UNPUBLISHED' : 'LIVE_NOW',
        title: request.title,
        description: request.description,
        privacy: JSON.stringify({ value: privacy }),
        access_token: pageToken,
      },
      'POST',
    );
    const ingestUrl = video.secure_stream_url ?? video.stream_url;
    if (!ingestUrl) {
      throw new SocialProviderError('provider_error', 'NO_STREAM_URL', 'No ingest address.');
    }
    return { liveVideoId: video.id, ingestUrl };
  }

  /** An UNPUBLISHED live video goes LIVE_NOW; its privacy was set when it was made. */
  async publishLiveVideo(credential: string, liveVideoId: string): Promise<void> {
    await this.graph(
      `/${encodeURIComponent(liveVideoId)}`,
      { status: 'LIVE_NOW', access_token: credential },
      'POST',
    );
  }

  async stopLiveVideo(credential: string, liveVideoId: string): Promise<void> {
    await this.graph(
      `/${encodeURIComponent(liveVideoId)}`,
      { end_live_video: 'true', access_token: credential },
      'POST',
    );
  }

  async liveVideoStatistics(credential: string, liveVideoId: string): Promise<LiveVideoStatistics> {
    const video = await this.graph<{ live_views?: number; video?: { id: string } }>(
      `/${encodeURIComponent(liveVideoId)}`,
      { fields: 'live_views,video', access_token: credential },
    );
    let views = video.live_views ?? 0;
    if (video.video) {
      const insights = await this.graph<{ data: Array<{ values: Array<{ value: number }> }> }>(
        `/${encodeURIComponent(video.video.id)}/video_insights/total_video_views`,
        { access_token: credential },
      );
      views = insights.data[0]?.values[0]?.value ?? views;
    }
    return { viewers: video.live_views ?? 0, views };
  }

  /**
   * A page post at its time: words only to the page's feed, a video to its videos, a Reel
   * through the Reels upload (start, the bytes to the upload address, finish as published).
   * Pages have no per-post audience, so privacy applies to videos only. Tokens go in headers
   * and bodies, never in a URL.
   */
  async publishPost(credential: string, request: PostRequest): Promise<PublishedPost> {
    const pageToken = await this.pageToken(credential, request.channelId);
    const page = encodeURIComponent(request.channelId);
    const message = request.description
      ? `${request.title}\n\n${request.description}`
      : request.title;
    if (!request.video) {
      const post = await this.graph<{ id: string }>(
        `/${page}/feed`,
        { message, access_token: pageToken },
        'POST',
      );
      return { postId: post.id };
    }
    if (request.reel) return this.publishReel(page, pageToken, request, request.video);
    const form = new FormData();
    form.set('title', request.title);
    form.set('description', request.description);
    form.set('privacy', JSON.stringify({ value: PRIVACY[request.privacy] }));
    // The videos endpoint takes the file as a form part: the whole video is read into memory.
    const bytes = await new Response(
      Readable.toWeb(await request.video.open()) as ReadableStream,
    ).blob();
    form.set('source', new Blob([bytes], { type: request.video.contentType }), 'video.mp4');
    const video = await providerJson<{ id: string }>(
      this.fetchImpl,
      `${GRAPH_VIDEO}/${page}/videos`,
      { method: 'POST', body: form, headers: { authorization: `Bearer ${pageToken}` } },
      readGraphError,
    );
    return { postId: video.id };
  }

  private async publishReel(
    page: string,
    pageToken: string,
    request: PostRequest,
    video: PostVideoSource,
  ): Promise<PublishedPost> {
    const started = await this.graph<{ video_id: string; upload_url: string }>(
      `/${page}/video_reels`,
      { upload_phase: 'start', access_token: pageToken },
      'POST',
    );
    await providerJson(
      this.fetchImpl,
      started.upload_url,
      {
        method: 'POST',
        body: Readable.toWeb(await video.open()) as ReadableStream,
        headers: {
          authorization: `OAuth ${pageToken}`,
          offset: '0',
          file_size: String(video.sizeBytes),
        },
        duplex: 'half',
      } as RequestInit,
      readGraphError,
    );
    await this.graph(
      `/${page}/video_reels`,
      {
        upload_phase: 'finish',
        video_id: started.video_id,
        video_state: 'PUBLISHED',
        description: request.description
          ? `${request.title}\n\n${request.description}`
          : request.title,
        access_token: pageToken,
      },
      'POST',
    );
    return { postId: started.video_id };
  }
}
