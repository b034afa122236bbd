import type { DecoderStatus } from './decoder-protocol';

/**
 * How far back a decoder's report still counts (spec section 5: the studio asks for the
 * organisation's monitors with `after` = now minus 5 minutes). A decoder reports every few
 * seconds while it runs, so one silent for this long crashed or lost its network without
 * saying so.
 */
export const DECODER_REPORT_WINDOW_MS = 5 * 60_000;

/**
 * The status a venue's decoder has now: what it last reported, unless that report is older than
 * the window, when it is offline: a decoder that died while playing must not show as playing
 * forever on the venue page, while the monitors (which read the same window) no longer count it.
 */
export function decoderStatusAt(
  reported: DecoderStatus,
  lastReportAt: Date | null,
  now: Date,
): DecoderStatus {
  if (lastReportAt === null) return 'offline';
  return now.getTime() - lastReportAt.getTime() > DECODER_REPORT_WINDOW_MS ? 'offline' : reported;
}

/** A decoder's status in the words of player sessions (listUserPlayers and the monitors). */
export const PLAYER_SESSION_STATUS = {
  playing: 'playing',
  online: 'stopped',
  offline: 'offline',
} as const satisfies Record<DecoderStatus, string>;
