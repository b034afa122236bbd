import { fillFromGroup } from '../live/destinations/destination-drafts';
import type { GroupNotice, KeptChoice } from '../live/destinations/DestinationGroupField';
import type { EventFormChoices } from './actors';
import { isEncoderContent, type EventFormValues } from './event-form';

/** What filling from a group changes in the values, and the notice that says what it did. */
export interface EventGroupFill {
  changes: Partial<EventFormValues>;
  notice: GroupNotice;
}

/**
 * Fills a destination group into the event form as Go Live does (`fillFromGroup`): a row per
 * RTMP destination and social channel it names (titled after the event), none twice. The event
 * has one web channel and one encoder channel: the group's fills an empty one, and a different
 * one the person chose stays, said in the notice rather than replaced without a word. The
 * encoder channel only for content from an encoder (the other kinds do not show it).
 * Null for a group the choices do not hold.
 */
export function applyEventDestinationGroup(
  values: EventFormValues,
  choices: EventFormChoices,
  groupId: string,
): EventGroupFill | null {
  const group = choices.destinationGroups.find((item) => item.uuid === groupId);
  if (!group) return null;
  const fill = fillFromGroup(
    group,
    {
      webChannelIds: values.webChannelId === '' ? [] : [values.webChannelId],
      drafts: values.destinationDrafts,
    },
    values.name,
  );
  const names = new Map<string, string>([
    ...[...choices.webChannels, ...choices.encoderChannels, ...choices.rtmpDestinations].map(
      (row): [string, string] => [row.uuid, row.name],
    ),
    ...choices.socialChannels.map((channel): [string, string] => [channel.id, channel.name]),
  ]);
  const nameOf = (id: string) => names.get(id) ?? id;

  const changes: Partial<EventFormValues> = {
    destinationGroupId: group.uuid,
    destinationDrafts: fill.drafts,
  };
  const kept: KeptChoice[] = [];
  const fromGroup = group.webEventProfileId;
  if (fromGroup && values.webChannelId === '') changes.webChannelId = fromGroup;
  else if (fromGroup && fromGroup !== values.webChannelId) {
    kept.push({
      field: 'webChannel',
      chosen: nameOf(values.webChannelId),
      fromGroup: nameOf(fromGroup),
    });
  }
  const encoderChannel = group.encoderChannelId;
  if (encoderChannel && isEncoderContent(values.contentType)) {
    if (values.encoderChannelId === '') changes.encoderChannelId = encoderChannel;
    else if (encoderChannel !== values.encoderChannelId) {
      kept.push({
        field: 'encoderChannel',
        chosen: nameOf(values.encoderChannelId),
        fromGroup: nameOf(encoderChannel),
      });
    }
  }
  return {
    changes,
    notice: {
      groupName: group.name,
      alreadyThere: fill.alreadyThere.map(nameOf),
      ...(kept.length > 0 ? { kept } : {}),
    },
  };
}
