import { describe, expect, it } from 'vitest';
import { socialDestinationProblems, YOUTUBE_TITLE_MAX } from './social-destination-rules.js';

const complete = {
  type: 'YOUTUBE',
  title: 'Sunday service',
  description: 'Join us live.',
  channelId: 'UC123',
  privacy: 'public',
  publishStatus: 'published',
};

describe('socialDestinationProblems', () => {
  it('accepts a complete destination', () => {
    expect(socialDestinationProblems(complete)).toEqual({});
  });

  it('needs every field, a blank one counting as missing', () => {
    expect(socialDestinationProblems({ type: 'FACEBOOK', title: '  ', description: null })).toEqual(
      {
        title: 'titleRequired',
        description: 'descriptionRequired',
        channelId: 'channelRequired',
        privacy: 'privacyRequired',
        publishStatus: 'publishStatusRequired',
      },
    );
  });

  it('holds the video site to its 100-character title, and not the social network', () => {
    const long = 'y'.repeat(YOUTUBE_TITLE_MAX + 1);
    expect(socialDestinationProblems({ ...complete, title: long })).toEqual({ title: 'titleMax' });
    expect(socialDestinationProblems({ ...complete, type: 'FACEBOOK', title: long })).toEqual({});
    expect(
      socialDestinationProblems({ ...complete, title: 'y'.repeat(YOUTUBE_TITLE_MAX) }),
    ).toEqual({});
  });

  it('refuses < or > in the title and the description', () => {
    expect(
      socialDestinationProblems({ ...complete, title: 'a > b', description: '<script>' }),
    ).toEqual({ title: 'titleAngleBrackets', description: 'descriptionAngleBrackets' });
  });
});
