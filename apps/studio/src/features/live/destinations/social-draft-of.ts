import type {
  ContentDestinationInput,
  SocialDestinationDraft,
  SocialDestinationType,
} from './destination-drafts';

/** A saved event's social destination as a row (its key from its place in the event). */
export function socialDraftOf(
  destination: Pick<
    ContentDestinationInput,
    'channelId' | 'title' | 'description' | 'privacy' | 'publishStatus'
  > & { type: SocialDestinationType },
  key: string,
): SocialDestinationDraft {
  return {
    kind: 'social',
    key,
    destinationType: destination.type,
    channelId: destination.channelId ?? '',
    title: destination.title ?? '',
    description: destination.description ?? '',
    privacy: destination.privacy ?? '',
    publishStatus: destination.publishStatus ?? '',
  };
}
