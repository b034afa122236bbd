import { createSharedList, type SharedListActor } from '../settings/shared-list';
import { createEncoderListActors, TRANSITIONAL_ENCODER_STATES, type EncoderItem } from './actors';

export type EncoderListActor = SharedListActor<EncoderItem>;

/**
 * The organisation's one encoder list, kept across visits: encoders that are starting or stopping
 * are re-fetched one by one until they settle; pages that change an encoder send `list.refresh`.
 */
export const encoderList = createSharedList<EncoderItem>(createEncoderListActors, {
  transitionalStatuses: TRANSITIONAL_ENCODER_STATES,
});
