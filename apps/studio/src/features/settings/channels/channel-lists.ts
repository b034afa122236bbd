import { createActor, type ActorRefFrom } from 'xstate';
import type { StudioApi } from '@studio/api';
import { createListResourceMachine } from '@studio/machines';
import {
  createEncoderChannelListActors,
  createWebChannelListActors,
  type EncoderChannelItem,
  type WebChannelItem,
} from './actors';

const encoderChannelListMachine = createListResourceMachine<EncoderChannelItem>();
const webChannelListMachine = createListResourceMachine<WebChannelItem>();
export type EncoderChannelListActor = ActorRefFrom<typeof encoderChannelListMachine>;
export type WebChannelListActor = ActorRefFrom<typeof webChannelListMachine>;

/**
 * One list actor per client and organisation, alive across visits (as `webPresetList`): the
 * list-resource machine's 120 s freshness only means something if the next visit sees the same
 * actor. Pages that change a channel send `list.refresh` to it.
 */
function keptPerOrganisation<Actor>(create: (api: StudioApi, customerId: string) => Actor) {
  const lists = new WeakMap<StudioApi, Map<string, Actor>>();
  return (api: StudioApi, customerId: string): Actor => {
    let byOrganisation = lists.get(api);
    if (!byOrganisation) {
      byOrganisation = new Map();
      lists.set(api, byOrganisation);
    }
    let list = byOrganisation.get(customerId);
    if (!list) {
      list = create(api, customerId);
      byOrganisation.set(customerId, list);
    }
    return list;
  };
}

export const encoderChannelList = keptPerOrganisation((api, customerId): EncoderChannelListActor =>
  createActor(
    encoderChannelListMachine.provide({
      actors: createEncoderChannelListActors(api, customerId),
    }),
    { input: {} },
  ).start(),
);

export const webChannelList = keptPerOrganisation((api, customerId): WebChannelListActor =>
  createActor(
    webChannelListMachine.provide({ actors: createWebChannelListActors(api, customerId) }),
    { input: {} },
  ).start(),
);
