import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, SOCIAL_ACCESS_RENEWAL_DAYS } from '@studio/domain';
import { startTestPublisher, stopTestPublisher } from '../test-support/ffmpeg-publisher';
import { SandboxSocialProvider } from './sandbox-provider';
import { SocialProviderError } from './provider';
import { SocialTokenCipher } from './token-cipher';
import { eventually } from '../test-support/eventually';

const REDIRECT = 'http://localhost:8080/settings/social-media/fb-redirect';

function clock(start: string) {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

async function linked(provider: SandboxSocialProvider, identity = 'sbx-riverside-media') {
  return provider.exchangeCode({
    code: provider.issueCode(identity, REDIRECT),
    redirectUri: REDIRECT,
  });
}

describe('the sandbox social network', () => {
  it('gives a code once, for the address it was issued to, for 90 days of access', async () => {
    const time = clock('2026-11-24T10:00:00Z');
    const provider = new SandboxSocialProvider('facebook', { now: time.now });
    const code = provider.issueCode('sbx-riverside-media', REDIRECT);
    await expect(
      provider.exchangeCode({
        code,
        redirectUri: 'http://other.example/settings/social-media/fb-redirect',
      }),
    ).rejects.toMatchObject({ kind: 'access_denied', code: '190' });
    // The refused exchange used the code up.
    await expect(provider.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toBeInstanceOf(
      SocialProviderError,
    );
    const grant = await linked(provider);
    expect(grant.account).toEqual({
      externalId: 'sbx-riverside-media',
      name: 'Riverside Media Team',
      kind: 'account',
    });
    expect(grant.expiresAt.getTime() - time.now().getTime()).toBe(
      SOCIAL_ACCESS_RENEWAL_DAYS * MS_PER_DAY,
    );
  });

  it('lists pages, and the video site’s channel with its live setting', async () => {
    const facebook = new SandboxSocialProvider('facebook');
    const youtube = new SandboxSocialProvider('youtube');
    const page = await linked(facebook);
    expect((await facebook.listChannels(page.credential)).map((channel) => channel.name)).toEqual([
      'Riverside Community Church',
      'Riverside Youth',
    ]);
    const jordan = await linked(youtube, 'sbx-jordan-rivera');
    expect(jordan.account.kind).toBe('channel');
    expect(await youtube.checkLive(jordan.credential, jordan.account.externalId)).toBe(false);
    await expect(linked(youtube, 'sbx-casey-nopages')).rejects.toMatchObject({
      kind: 'no_channel',
    });
  });

  it('refuses the access after it expires, and renews it before', async () => {
    const time = clock('2026-11-24T10:00:00Z');
    const provider = new SandboxSocialProvider('facebook', { now: time.now });
    const grant = await linked(provider);
    time.advance(80 * MS_PER_DAY);
    const renewed = await provider.renew(grant.credential);
    expect(renewed.expiresAt.getTime()).toBe(time.now().getTime() + 90 * MS_PER_DAY);
    time.advance(11 * MS_PER_DAY);
    await expect(provider.listChannels(grant.credential)).rejects.toMatchObject({
      kind: 'access_denied',
    });
    expect(await provider.listChannels(renewed.credential)).toHaveLength(2);
  });

  it('makes a live video with an ingest address, counts its audience and stops it', async () => {
    const time = clock('2026-11-24T10:00:00Z');
    const provider = new SandboxSocialProvider('facebook', {
      now: time.now,
      ingestBaseUrl: 'rtmp://127.0.0.1:19350/sandbox',
    });
    const grant = await linked(provider);
    const video = await provider.createLiveVideo(grant.credential, {
      channelId: '104233118812345',
      title: 'Sunday service',
      description: 'Live from Riverside',
      privacy: 'public',
    });
    expect(video.ingestUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:19350\/sandbox\/sbx-live-/);
    time.advance(10 * 60_000);
    expect(await provider.liveVideoStatistics(grant.credential, video.liveVideoId)).toEqual({
      viewers: 23,
      views: 23,
    });
    await provider.stopLiveVideo(grant.credential, video.liveVideoId);
    time.advance(10 * 60_000);
    expect(await provider.liveVideoStatistics(grant.credential, video.liveVideoId)).toEqual({
      viewers: 0,
      views: 23,
    });
    // Another person's access does not reach it.
    const other = await linked(provider, 'sbx-jordan-rivera');
    await expect(provider.stopLiveVideo(other.credential, video.liveVideoId)).rejects.toMatchObject(
      {
        kind: 'provider_error',
      },
    );
    await expect(
      provider.createLiveVideo(other.credential, {
        channelId: '104233118812345',
        title: 'Not mine',
        description: 'x',
        privacy: 'public',
      }),
    ).rejects.toBeInstanceOf(SocialProviderError);
  });
});

describe('the social token cipher', () => {
  it('encrypts so that only its key reads it back', () => {
    const cipher = new SocialTokenCipher(Buffer.alloc(32, 7));
    const stored = cipher.encrypt('sandbox1.secret');
    expect(stored).not.toContain('secret');
    expect(cipher.decrypt(stored)).toBe('sandbox1.secret');
    expect(() => new SocialTokenCipher(Buffer.alloc(32, 8)).decrypt(stored)).toThrow();
  });
});

describe('the sandbox live video’s RTMP server (real ffmpeg)', () => {
  it('receives the stream, and its audience grows only while the stream arrives', async () => {
    const time = clock('2026-11-24T10:00:00Z');
    const provider = new SandboxSocialProvider('youtube', { now: time.now });
    const grant = await linked(provider);
    const video = await provider.createLiveVideo(grant.credential, {
      channelId: 'UC4f1c2a7e8b3d4c559a61',
      title: 'Sunday service',
      description: 'Live from Riverside',
      privacy: 'public',
      published: false,
    });
    try {
      expect(video.ingestUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live\/[0-9a-f]{32}$/);
      time.advance(10 * 60_000);
      // Nothing arrived yet: nobody watches, however long it waits.
      expect(await provider.liveVideoStatistics(grant.credential, video.liveVideoId)).toEqual({
        viewers: 0,
        views: 0,
      });
      expect(provider.isPublished(video.liveVideoId)).toBe(false);
      const publisher = startTestPublisher(video.ingestUrl);
      try {
        await eventually(
          () => provider.isReceiving(video.liveVideoId),
          Boolean,
          'the sandbox to receive the stream',
        );
        time.advance(10 * 60_000);
        expect(await provider.liveVideoStatistics(grant.credential, video.liveVideoId)).toEqual({
          viewers: 23,
          views: 23,
        });
      } finally {
        await stopTestPublisher(publisher);
      }
      await provider.publishLiveVideo(grant.credential, video.liveVideoId, 'public');
      expect(provider.isPublished(video.liveVideoId)).toBe(true);
    } finally {
      await provider.stopLiveVideo(grant.credential, video.liveVideoId);
    }
    expect(provider.isReceiving(video.liveVideoId)).toBe(false);
    time.advance(10 * 60_000);
    expect(await provider.liveVideoStatistics(grant.credential, video.liveVideoId)).toEqual({
      viewers: 0,
      views: 23,
    });
    await expect(
      provider.publishLiveVideo(grant.credential, video.liveVideoId, 'public'),
    ).rejects.toMatchObject({ code: 'LIVE_VIDEO_ENDED' });
  });
});
