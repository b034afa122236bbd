import { createSharedList, type SharedListActor } from '../shared-list';
import {
  createEncoderChannelListActors,
  createWebChannelListActors,
  type EncoderChannelItem,
  type WebChannelItem,
} from './actors';

export type EncoderChannelListActor = SharedListActor<EncoderChannelItem>;
export type WebChannelListActor = SharedListActor<WebChannelItem>;

/**
 * The organisation's one list actor per channel kind, kept across visits (`createSharedList`);
 * pages that change a channel send it `list.refresh`.
 */
export const encoderChannelList = createSharedList<EncoderChannelItem>(
  createEncoderChannelListActors,
);
export const webChannelList = createSharedList<WebChannelItem>(createWebChannelListActors);
