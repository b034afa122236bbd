import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Clip, type LibraryItem, type StudioApi } from '@studio/api';
import { SOCIAL_POST_MESSAGES } from '@studio/domain';
import { schedulePostsEn } from './posts-i18n/en';
import {
  newPostValues,
  postChoices,
  postFieldErrors,
  postInputOf,
  type PostChoices,
} from './posts';

const choices: PostChoices = {
  channels: [{ id: 'UC1', name: 'Church TV', destinationType: 'YOUTUBE' }],
  videos: [],
  clips: [],
};

describe('the post form', () => {
  it('starts on the first linked channel, tomorrow at 10:00, and sends an ISO time', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const values = newPostValues(choices, now);
    expect(values).toMatchObject({
      destinationType: 'YOUTUBE',
      channelId: 'UC1',
      publishClock: '10:00',
    });
    const input = postInputOf({ ...values, title: ' Sunday ' });
    expect(input.title).toBe('Sunday');
    expect(new Date(input.publishAt).getTime()).toBeGreaterThan(now.getTime());
  });

  it('starts a clip’s post from the clip, titled as it is, and sends its id', () => {
    const clip = { id: 'clip-1', title: 'Welcome moment', durationSeconds: 42 };
    const values = newPostValues({ ...choices, clips: [clip] }, new Date(), clip);
    expect(values).toMatchObject({ title: 'Welcome moment', clipId: 'clip-1', mediaId: '' });
    expect(postInputOf(values)).toMatchObject({ clipId: 'clip-1', mediaId: null });
    expect(postFieldErrors(values)).toEqual({});
  });

  it('refuses a video and a clip together, on the clip', () => {
    const values = {
      ...newPostValues(choices, new Date()),
      title: 'Both',
      mediaId: 'm1',
      clipId: 'c1',
    };
    expect(postFieldErrors(values)).toEqual({ clipId: SOCIAL_POST_MESSAGES.oneVideo });
  });

  it('shows the domain’s rules on the form’s fields: the time on the day, a clip on the video', () => {
    const values = newPostValues(choices, new Date());
    expect(postFieldErrors({ ...values, title: '', publishDay: '' })).toEqual({
      title: SOCIAL_POST_MESSAGES.titleRequired,
      publishDay: SOCIAL_POST_MESSAGES.publishAtRequired,
      mediaId: SOCIAL_POST_MESSAGES.videoRequired,
    });
  });

  it('carries the domain’s messages word for word in English', () => {
    expect(schedulePostsEn.messages).toEqual(SOCIAL_POST_MESSAGES);
  });
});

describe('the post form’s choices', () => {
  const item = (mediaId: string, title: string) => ({ mediaId, title }) as LibraryItem;
  const clip = (uuid: string, title: string) =>
    ({ uuid, title, start: '00:00:00.000', end: '00:00:30.000' }) as Clip;
  const apiWith = (found: { media?: LibraryItem; clip?: Clip }) => {
    const missing = () =>
      Promise.reject(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Not found' }]));
    return {
      listSocialAccounts: vi.fn(async () => []),
      listMedia: vi.fn(async () => ({ items: [item('m-new', 'Newest')], nextUrl: null })),
      listClips: vi.fn(async () => ({ items: [clip('c-new', 'Newest clip')], nextUrl: null })),
      getMedia: vi.fn(async () => found.media ?? missing()),
      getClip: vi.fn(async () => found.clip ?? missing()),
    };
  };
  const signal = new AbortController().signal;

  it('holds the video and clip a post names even when they are not among the newest', async () => {
    const api = apiWith({ media: item('m-2019', 'Baptism 2019'), clip: clip('c-old', 'Old clip') });
    const choices = await postChoices(api as unknown as StudioApi, 'org-1', signal, {
      mediaId: 'm-2019',
      clipId: 'c-old',
    });
    expect(choices.videos.map((video) => video.title)).toEqual(['Baptism 2019', 'Newest']);
    expect(choices.clips.map((choice) => choice.title)).toEqual(['Old clip', 'Newest clip']);
    expect(api.getMedia).toHaveBeenCalledWith('org-1', 'm-2019', { signal });
  });

  it('asks for nothing more when they are among the newest, and leaves out one that is gone', async () => {
    const api = apiWith({});
    const among = await postChoices(api as unknown as StudioApi, 'org-1', signal, {
      mediaId: 'm-new',
      clipId: 'c-new',
    });
    expect(among.videos).toHaveLength(1);
    expect(api.getMedia).not.toHaveBeenCalled();
    expect(api.getClip).not.toHaveBeenCalled();
    const gone = await postChoices(api as unknown as StudioApi, 'org-1', signal, {
      mediaId: 'm-removed',
    });
    expect(gone.videos.map((video) => video.id)).toEqual(['m-new']);
  });
});
