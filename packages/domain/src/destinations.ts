/*
 * The limits, choices and display rules of RTMP destinations, QRclick overlays and destination
 * groups, without yup: the forms show them as they render, and fetch the schemas of
 * destination-validation.ts only when they first check (docs/performance.md).
 */

/**
 * Limits of the QRclick fields the spec leaves open (section 9 bounds only the in-player URL, 213):
 * the contract's name and label lengths, and a browser address's usual limit for external links.
 */
export const QR_CLICK_LIMITS = { name: 100, label: 50, externalUrl: 2_048 } as const;

/** Letters, numbers, underscore and dash: what an RTMP server takes in a stream key's path. */
export const RTMP_STREAM_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * How a saved stream key is shown: its last four characters, and only for a key of at least 12
 * characters, where four give little away. Shorter keys show nothing of themselves.
 */
export const STREAM_KEY_ENDING_MIN_LENGTH = 12;
export function streamKeyEnding(streamKey: string): string | null {
  return streamKey.length >= STREAM_KEY_ENDING_MIN_LENGTH ? streamKey.slice(-4) : null;
}

export const QR_CLICK_OPENING_BEHAVIOURS = ['auto_open', 'click_to_open'] as const;
export type QrClickOpeningBehaviour = (typeof QR_CLICK_OPENING_BEHAVIOURS)[number];
export const QR_CLICK_OVERLAY_TYPES = ['in_player_overlay', 'external_link'] as const;
export type QrClickOverlayType = (typeof QR_CLICK_OVERLAY_TYPES)[number];

export const CROSSPOST_DESTINATION_TYPES = ['FACEBOOK', 'YOUTUBE'] as const;
export type CrosspostDestinationType = (typeof CROSSPOST_DESTINATION_TYPES)[number];
