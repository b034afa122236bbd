import { describe, expect, it } from 'vitest';
import { createStudioApi } from '@studio/api';
import { fixture } from '@studio/api/mocks';
import {
  destinationDraftErrors,
  destinationInputsOf,
  fillFromGroup,
  newRtmpDraft,
  newSocialDraft,
} from './destination-drafts';
import { fetchSocialChannelChoices } from './social-channel-choices';

const social = (changes: Partial<ReturnType<typeof newSocialDraft>> = {}) => ({
  ...newSocialDraft('Sunday Service', { channelId: 'fb-page', destinationType: 'FACEBOOK' }),
  description: 'Join us live.',
  ...changes,
});

describe('destination rows', () => {
  it('start a social row titled after the event, public and published', () => {
    const draft = newSocialDraft('  Sunday Service ');
    expect(draft).toMatchObject({
      kind: 'social',
      channelId: '',
      title: 'Sunday Service',
      description: '',
      privacy: 'public',
      publishStatus: 'published',
    });
    expect(newSocialDraft('x').key).not.toBe(draft.key);
  });

  it('accept a complete RTMP and social row', () => {
    expect(destinationDraftErrors([newRtmpDraft('rtmp-vimeo'), social()])).toEqual({});
  });

  it('refuse a row without its destination, and the same RTMP destination or channel twice', () => {
    const empty = newRtmpDraft();
    const first = newRtmpDraft('rtmp-vimeo');
    const again = newRtmpDraft('rtmp-vimeo');
    const channel = social();
    const channelAgain = social({ key: 'again' });
    const noChannel = social({ key: 'none', channelId: '' });
    expect(destinationDraftErrors([empty, first, again, channel, channelAgain, noChannel])).toEqual(
      {
        [empty.key]: { rtmpDestinationId: 'rtmpRequired' },
        [again.key]: { rtmpDestinationId: 'rtmpDuplicate' },
        again: { channelId: 'channelDuplicate' },
        none: { channelId: 'channelRequired' },
      },
    );
  });

  it('hold social rows to section 5: title, description, privacy and publish status', () => {
    const blank = social({ title: ' ', description: '', privacy: '', publishStatus: '' });
    expect(destinationDraftErrors([blank])[blank.key]).toEqual({
      title: 'titleRequired',
      description: 'descriptionRequired',
      privacy: 'privacyRequired',
      publishStatus: 'publishStatusRequired',
    });
    const brackets = social({ title: 'Live <now>', description: 'a > b' });
    expect(destinationDraftErrors([brackets])[brackets.key]).toEqual({
      title: 'titleAngleBrackets',
      description: 'descriptionAngleBrackets',
    });
  });

  it('allow the video site 100 title characters, the social network more', () => {
    const title = 'x'.repeat(101);
    const youtube = social({ channelId: 'yt-channel', destinationType: 'YOUTUBE', title });
    expect(destinationDraftErrors([youtube])[youtube.key]).toEqual({ title: 'titleMax' });
    expect(destinationDraftErrors([social({ title })])).toEqual({});
    const youtube100 = social({
      channelId: 'yt-channel',
      destinationType: 'YOUTUBE',
      title: 'x'.repeat(100),
    });
    expect(destinationDraftErrors([youtube100])).toEqual({});
  });

  it('send RTMP rows by destination and social rows by channel, with their network', () => {
    expect(
      destinationInputsOf([
        newRtmpDraft('rtmp-vimeo'),
        social({ channelId: 'yt-channel', destinationType: 'YOUTUBE', title: ' Live ' }),
      ]),
    ).toEqual([
      { type: 'RTMP', rtmpDestinationId: 'rtmp-vimeo', startOffsetMinutes: 0, endOffsetMinutes: 0 },
      {
        type: 'YOUTUBE',
        channelId: 'yt-channel',
        title: 'Live',
        description: 'Join us live.',
        privacy: 'public',
        publishStatus: 'published',
        startOffsetMinutes: 0,
        endOffsetMinutes: 0,
      },
    ]);
  });
});

describe('filling from a destination group', () => {
  const group = fixture('DestinationGroup', {
    webEventProfileId: 'web-main',
    encoderChannelId: 'enc-sanctuary',
    rtmpDestinationIds: ['rtmp-vimeo', 'rtmp-campus'],
    crossposts: [
      { destinationType: 'FACEBOOK', channelId: 'fb-page' },
      { destinationType: 'YOUTUBE', channelId: 'yt-channel' },
    ],
  });

  it('adds its web channel, encoder channel, RTMP destinations and channels as editable rows', () => {
    const fill = fillFromGroup(group, { webChannelIds: [], drafts: [] }, 'Sunday Service');
    expect(fill.webChannelIds).toEqual(['web-main']);
    expect(fill.encoderChannelId).toBe('enc-sanctuary');
    expect(fill.alreadyThere).toEqual([]);
    expect(fill.drafts).toMatchObject([
      { kind: 'rtmp', rtmpDestinationId: 'rtmp-vimeo' },
      { kind: 'rtmp', rtmpDestinationId: 'rtmp-campus' },
      {
        kind: 'social',
        channelId: 'fb-page',
        destinationType: 'FACEBOOK',
        title: 'Sunday Service',
      },
      {
        kind: 'social',
        channelId: 'yt-channel',
        destinationType: 'YOUTUBE',
        title: 'Sunday Service',
      },
    ]);
  });

  it('adds nothing twice, and says what was already there', () => {
    const kept = social();
    const vimeo = newRtmpDraft('rtmp-vimeo');
    const fill = fillFromGroup(
      group,
      { webChannelIds: ['web-main'], drafts: [vimeo, kept] },
      'Sunday Service',
    );
    expect(fill.webChannelIds).toEqual(['web-main']);
    expect(fill.alreadyThere).toEqual(['web-main', 'rtmp-vimeo', 'fb-page']);
    expect(fill.drafts.slice(0, 2)).toEqual([vimeo, kept]);
    expect(fill.drafts.slice(2)).toMatchObject([
      { kind: 'rtmp', rtmpDestinationId: 'rtmp-campus' },
      { kind: 'social', channelId: 'yt-channel' },
    ]);
    // No duplicate: only the filled social row's description is left for the person to write.
    expect(Object.values(destinationDraftErrors(fill.drafts))).toEqual([
      { description: 'descriptionRequired' },
    ]);
  });
});

describe('social channel choices', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('lists every linked account’s channels with their network and sandbox mark', async () => {
    const api = createStudioApi({
      origin: 'http://studio.test',
      fetch: async (request: Request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/channels')) {
          const youtube = path.includes('acc-yt');
          return json(200, [
            {
              id: youtube ? 'yt-channel' : 'fb-page',
              accountId: youtube ? 'acc-yt' : 'acc-fb',
              name: youtube ? 'Riverside TV' : 'Riverside Church',
              type: youtube ? 'channel' : 'page',
            },
          ]);
        }
        return json(200, [
          fixture('SocialAccount', { uuid: 'acc-fb', provider: 'facebook', sandbox: true }),
          fixture('SocialAccount', { uuid: 'acc-yt', provider: 'youtube', sandbox: false }),
        ]);
      },
    });
    expect(await fetchSocialChannelChoices(api, 'org-1')).toEqual([
      { id: 'fb-page', name: 'Riverside Church', destinationType: 'FACEBOOK', sandbox: true },
      { id: 'yt-channel', name: 'Riverside TV', destinationType: 'YOUTUBE', sandbox: false },
    ]);
  });

  it('offers none to a person who may not manage social media', async () => {
    const api = createStudioApi({
      origin: 'http://studio.test',
      fetch: async () => json(403, { errors: [{ code: 'FORBIDDEN', message: 'Not allowed.' }] }),
    });
    expect(await fetchSocialChannelChoices(api, 'org-1')).toEqual([]);
  });
});
