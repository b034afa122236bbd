import type { DestinationGroup, GoLiveRequest } from '@studio/api';
import { socialDestinationProblems } from '@studio/domain';
import type { DestinationDraftProblem } from './draft-messages';

/** The contract's ContentDestinationInput (Go Live and events send the same shape). */
export type ContentDestinationInput = GoLiveRequest['contentDestinations'][number];

/**
 * The destinations Go Live and the event form add beside web channels: custom RTMP destinations
 * and social channels (issue 15). Pure rules and conversions, shared by both forms, so the two
 * refuse the same things with the same words.
 */

export type SocialDestinationType = 'FACEBOOK' | 'YOUTUBE';
export type DestinationPrivacy = 'private' | 'org' | 'public';
export type DestinationPublishStatus = 'published' | 'scheduled_published' | 'unpublished';

export const DESTINATION_PRIVACIES: readonly DestinationPrivacy[] = ['public', 'org', 'private'];
export const DESTINATION_PUBLISH_STATUSES: readonly DestinationPublishStatus[] = [
  'published',
  'unpublished',
  'scheduled_published',
];

/** A custom RTMP destination of the organisation, as the forms offer it. */
export interface RtmpDestinationChoice {
  uuid: string;
  name: string;
}

/**
 * A linked page or channel: `id` is the provider's id (the `channelId` a destination names, as
 * scheduled posts use it), `sandbox` marks the local stand-in provider.
 */
export interface SocialChannelChoice {
  id: string;
  name: string;
  destinationType: SocialDestinationType;
  sandbox: boolean;
}

export interface DestinationDraftChoices {
  rtmpDestinations: readonly RtmpDestinationChoice[];
  socialChannels: readonly SocialChannelChoice[];
}

/** `key` tells rows apart while they are edited (two rows may name the same thing: refused). */
export interface RtmpDestinationDraft {
  kind: 'rtmp';
  key: string;
  rtmpDestinationId: string;
  /**
   * When the restream starts, in whole minutes after the event's stream time, as typed: the
   * event form's rows carry it (each RTMP destination of an event has its own); Go Live starts
   * every destination now and leaves it out.
   */
  startOffsetMinutes?: string;
}

export interface SocialDestinationDraft {
  kind: 'social';
  key: string;
  /** The network of the chosen channel (set with it, kept for a channel unlinked since). */
  destinationType: SocialDestinationType;
  /** The provider's channel id. */
  channelId: string;
  title: string;
  description: string;
  privacy: DestinationPrivacy | '';
  publishStatus: DestinationPublishStatus | '';
}

export type DestinationDraft = RtmpDestinationDraft | SocialDestinationDraft;
export type DestinationDraftField =
  | 'rtmpDestinationId'
  | 'startOffsetMinutes'
  | 'channelId'
  | 'title'
  | 'description'
  | 'privacy'
  | 'publishStatus';

/** Each row's refused fields, by the row's key. */
export type DestinationDraftErrors = Readonly<
  Record<string, Partial<Record<DestinationDraftField, DestinationDraftProblem>>>
>;

/** The contract's title limit; the video site's lower one is a rule of the domain's. */
export const SOCIAL_TITLE_MAX = 128;
export const SOCIAL_DESCRIPTION_MAX = 5000;

let lastKey = 0;
/** A key no other row of this page has. */
export function newDraftKey(): string {
  lastKey += 1;
  return `destination-${lastKey}`;
}

/** A new RTMP row: nothing chosen yet. */
export function newRtmpDraft(rtmpDestinationId = ''): RtmpDestinationDraft {
  return { kind: 'rtmp', key: newDraftKey(), rtmpDestinationId };
}

/**
 * A new social row: the event's name as its title, public and published (the person changes
 * them); the description is the person's to write (required, and no default says it well).
 */
export function newSocialDraft(
  eventName: string,
  channel: { channelId: string; destinationType: SocialDestinationType } = {
    channelId: '',
    destinationType: 'FACEBOOK',
  },
): SocialDestinationDraft {
  return {
    kind: 'social',
    key: newDraftKey(),
    ...channel,
    title: eventName.trim().slice(0, SOCIAL_TITLE_MAX),
    description: '',
    privacy: 'public',
    publishStatus: 'published',
  };
}

/**
 * Section 5 for each row: an RTMP row names a destination, never one another row names; a social
 * row follows the domain's social destination rules (the server's too) and names a channel once.
 */
export function destinationDraftErrors(
  drafts: readonly DestinationDraft[],
): DestinationDraftErrors {
  const errors: Record<
    string,
    Partial<Record<DestinationDraftField, DestinationDraftProblem>>
  > = {};
  const seenRtmp = new Set<string>();
  const seenChannels = new Set<string>();
  for (const draft of drafts) {
    const row: Partial<Record<DestinationDraftField, DestinationDraftProblem>> = {};
    if (draft.kind === 'rtmp') {
      if (draft.rtmpDestinationId === '') row.rtmpDestinationId = 'rtmpRequired';
      else if (seenRtmp.has(draft.rtmpDestinationId)) row.rtmpDestinationId = 'rtmpDuplicate';
      seenRtmp.add(draft.rtmpDestinationId);
    } else {
      Object.assign(row, socialDestinationProblems({ ...draft, type: draft.destinationType }));
      // A channel another row already names: this page's own rule, beside the domain's.
      if (draft.channelId !== '' && seenChannels.has(draft.channelId))
        row.channelId = 'channelDuplicate';
      seenChannels.add(draft.channelId);
    }
    if (Object.keys(row).length > 0) errors[draft.key] = row;
  }
  return errors;
}

/**
 * The request's destinations for the rows, each starting `startOffsetOf` minutes after stream
 * time (Go Live: now) and ending with the event.
 */
export function destinationInputsOf(
  drafts: readonly DestinationDraft[],
  startOffsetOf: (draft: DestinationDraft) => number = () => 0,
): ContentDestinationInput[] {
  return drafts.map((draft) => {
    const offsets = { startOffsetMinutes: startOffsetOf(draft), endOffsetMinutes: 0 };
    return draft.kind === 'rtmp'
      ? { type: 'RTMP', rtmpDestinationId: draft.rtmpDestinationId, ...offsets }
      : {
          type: draft.destinationType,
          channelId: draft.channelId,
          title: draft.title.trim(),
          description: draft.description.trim(),
          privacy: draft.privacy === '' ? null : draft.privacy,
          publishStatus: draft.publishStatus === '' ? null : draft.publishStatus,
          ...offsets,
        };
  });
}

/** What a destination group adds, and what it names that is already there (not added twice). */
export interface GroupFill {
  webChannelIds: string[];
  encoderChannelId: string | null;
  drafts: DestinationDraft[];
  /** The ids of what the group names that the form already had: web channels and RTMP destinations and channels. */
  alreadyThere: string[];
}

/**
 * Choosing a group fills its destinations into the form: its web channel, its encoder channel,
 * a row per RTMP destination and per social channel (titled after the event). Everything stays
 * editable; what the form already has is not added again, and said.
 */
export function fillFromGroup(
  group: DestinationGroup,
  current: { webChannelIds: readonly string[]; drafts: readonly DestinationDraft[] },
  eventName: string,
): GroupFill {
  const alreadyThere: string[] = [];
  const webChannelIds = [...current.webChannelIds];
  if (group.webEventProfileId) {
    if (webChannelIds.includes(group.webEventProfileId)) alreadyThere.push(group.webEventProfileId);
    else webChannelIds.push(group.webEventProfileId);
  }
  const rtmpIds = new Set(
    current.drafts.flatMap((draft) => (draft.kind === 'rtmp' ? [draft.rtmpDestinationId] : [])),
  );
  const channelIds = new Set(
    current.drafts.flatMap((draft) => (draft.kind === 'social' ? [draft.channelId] : [])),
  );
  const added: DestinationDraft[] = [];
  for (const id of group.rtmpDestinationIds) {
    if (rtmpIds.has(id)) alreadyThere.push(id);
    else added.push(newRtmpDraft(id));
  }
  for (const crosspost of group.crossposts) {
    if (channelIds.has(crosspost.channelId)) alreadyThere.push(crosspost.channelId);
    else added.push(newSocialDraft(eventName, crosspost));
  }
  return {
    webChannelIds,
    encoderChannelId: group.encoderChannelId,
    drafts: [...current.drafts, ...added],
    alreadyThere,
  };
}
