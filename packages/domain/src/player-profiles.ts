/**
 * Player profiles (spec section 3): how an embedded player behaves and looks. The limits the spec
 * leaves open are the contract's (`openapi/components/schemas/player.yaml`).
 */
export const PLAYER_PROFILE_CONTENT_TYPES = ['live', 'on_demand', 'playlist'] as const;
export type PlayerProfileContentType = (typeof PLAYER_PROFILE_CONTENT_TYPES)[number];

export const PLAYER_PROFILE_LIMITS = {
  name: 100,
  qrClickLabel: 50,
  /** A call to action's URL: the longest address browsers reliably open. */
  callToActionUrl: 2_048,
} as const;

/** White controls read on any video; the person picks another with the colour picker. */
export const PLAYER_CONTROL_COLOR_DEFAULT = '#FFFFFF';

/**
 * A call to action opens in the viewer's browser, so only a web address with a host will do
 * (never `javascript:` or `data:`): what `URL` parses as http or https, without spaces.
 */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/** `#rrggbb`, as the contract stores a control colour. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The playback switches background mode decides. */
export interface PlaybackSwitches {
  autoplay: boolean;
  loop: boolean;
  mute: boolean;
  backgroundMode: boolean;
}

/**
 * How the player actually plays a profile: background mode is muted, looping playback without
 * controls that starts by itself, whatever the other switches say (spec section 3).
 */
export function effectivePlayback(profile: PlaybackSwitches): {
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
  controls: boolean;
} {
  if (profile.backgroundMode) return { autoplay: true, loop: true, muted: true, controls: false };
  return { autoplay: profile.autoplay, loop: profile.loop, muted: profile.mute, controls: true };
}

/**
 * The synthetic "background mode" entry of the profile lists (spec section 3): a built-in profile
 * every organisation has, never stored, so it has no uuid of its own.
 */
export const BACKGROUND_MODE_PROFILE_ID = 'background-mode';
