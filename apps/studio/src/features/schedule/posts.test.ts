import { describe, expect, it } from 'vitest';
import { SOCIAL_POST_MESSAGES } from '@studio/domain';
import { schedulePostsEn } from './posts-i18n/en';
import { newPostValues, postFieldErrors, postInputOf, type PostChoices } from './posts';

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
