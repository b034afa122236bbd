import { describe, expect, it } from 'vitest';
import {
  SOCIAL_POST_LIMITS,
  SOCIAL_POST_MAX_DAYS_AHEAD,
  socialPostCancellable,
  socialPostEditable,
  socialPostProblems,
} from './social-posts.js';

const now = new Date('2026-11-24T12:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const valid = {
  destinationType: 'FACEBOOK',
  channelId: '104233118812345',
  title: 'Hope is a person',
  description: 'A one-minute moment from Sunday.',
  clipId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f01',
  mediaId: null,
  reel: true,
  privacy: 'public',
  publishAt: inMinutes(60),
};

describe('socialPostProblems', () => {
  it('accepts the contract example and a text post to a page', () => {
    expect(socialPostProblems(valid, { now, videoSeconds: 60 })).toEqual({});
    expect(
      socialPostProblems({ ...valid, clipId: null, reel: false, description: null }, { now }),
    ).toEqual({});
  });

  it('names each refused field with its message key', () => {
    expect(
      socialPostProblems(
        {
          destinationType: 'TIKTOK',
          channelId: ' ',
          title: '',
          description: 'x'.repeat(SOCIAL_POST_LIMITS.descriptionMax + 1),
          privacy: 'friends',
          publishAt: 'tomorrow',
        },
        { now },
      ),
    ).toEqual({
      destinationType: 'destinationTypeRequired',
      channelId: 'channelRequired',
      title: 'titleRequired',
      description: 'descriptionMax',
      privacy: 'privacyRequired',
      publishAt: 'publishAtRequired',
    });
  });

  it('refuses angle brackets, long titles, a past time and one beyond the limit', () => {
    expect(
      socialPostProblems(
        { ...valid, title: 'a<b', description: 'c>d', publishAt: inMinutes(0) },
        { now },
      ),
    ).toEqual({
      title: 'titleAngleBrackets',
      description: 'descriptionAngleBrackets',
      publishAt: 'publishAtInPast',
    });
    const tooFar = inMinutes(SOCIAL_POST_MAX_DAYS_AHEAD * 24 * 60 + 1);
    expect(
      socialPostProblems({ ...valid, title: 't'.repeat(101), publishAt: tooFar }, { now }),
    ).toEqual({ title: 'titleMax', publishAt: 'publishAtTooFar' });
    expect(
      socialPostProblems(
        { ...valid, publishAt: inMinutes(SOCIAL_POST_MAX_DAYS_AHEAD * 24 * 60) },
        { now },
      ),
    ).toEqual({});
  });

  it('needs a video for the video site and for a Reel, one video at most, Reels up to 90 s', () => {
    expect(
      socialPostProblems(
        { ...valid, destinationType: 'YOUTUBE', clipId: null, reel: false },
        { now },
      ),
    ).toEqual({ mediaId: 'videoRequired' });
    expect(
      socialPostProblems({ ...valid, destinationType: 'YOUTUBE', reel: true }, { now }),
    ).toEqual({ reel: 'reelFacebookOnly' });
    expect(socialPostProblems({ ...valid, clipId: null }, { now })).toEqual({
      reel: 'reelNeedsVideo',
    });
    expect(
      socialPostProblems({ ...valid, mediaId: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01' }, { now }),
    ).toEqual({ clipId: 'oneVideo' });
    expect(socialPostProblems(valid, { now, videoSeconds: 90 })).toEqual({});
    expect(socialPostProblems(valid, { now, videoSeconds: 90.5 })).toEqual({
      reel: 'reelTooLong',
    });
  });
});

describe('socialPostEditable and socialPostCancellable', () => {
  it('allows edits of a waiting post until 10 minutes before it goes out', () => {
    expect(socialPostEditable({ status: 'scheduled', publishAt: inMinutes(11) }, now)).toBe(true);
    expect(socialPostEditable({ status: 'scheduled', publishAt: inMinutes(10) }, now)).toBe(false);
    expect(socialPostEditable({ status: 'failed', publishAt: inMinutes(60) }, now)).toBe(false);
  });

  it('cancels waiting and failed posts, never one being posted or posted', () => {
    expect(socialPostCancellable({ status: 'scheduled' })).toBe(true);
    expect(socialPostCancellable({ status: 'failed' })).toBe(true);
    expect(socialPostCancellable({ status: 'pending' })).toBe(false);
    expect(socialPostCancellable({ status: 'posted' })).toBe(false);
  });
});
