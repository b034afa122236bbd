import type { Venue } from '@studio/api';
import type { Tone } from '@studio/ui';

/** The colour of a decoder's state; the label always says it in words. */
export const VENUE_STATUS_TONES: Record<Venue['status'], Tone> = {
  playing: 'live',
  online: 'success',
  offline: 'neutral',
};
