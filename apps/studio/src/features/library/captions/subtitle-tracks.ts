/**
 * A subtitle track a player can load: the studio's `SubtitleTrack` once it has a file, and the
 * public player configuration's `PlayerSubtitleTrack`, alike.
 */
export interface PlayableSubtitleTrack {
  readonly uuid: string;
  /** BCP 47 tag (`en`, `pt-BR`), the `<track>`'s `srclang`. */
  readonly language: string;
  readonly label: string;
  /** The WebVTT file, a signed link; absent or null while the track has no file. */
  readonly url?: string | null | undefined;
}

/** The tracks that have a file to load, in the order given. */
export const playableTracks = <Track extends PlayableSubtitleTrack>(
  tracks: readonly Track[],
): (Track & { url: string })[] =>
  tracks.filter((track): track is Track & { url: string } => typeof track.url === 'string');

const primaryOf = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

/**
 * The track to show when the video starts, by the viewer's preferred languages in order (the
 * browser's `navigator.languages`): for each, a track of exactly that tag, else one of the same
 * language (`pt` for `pt-BR`, `pt-BR` for `pt`). None matches: null, and captions stay off until
 * the viewer turns them on. The spec gives player profiles no captions option, so the viewer's
 * own languages decide (openapi/README.md, "Signed file links and captions").
 */
export function defaultSubtitleTrack<Track extends PlayableSubtitleTrack>(
  tracks: readonly Track[],
  preferredLanguages: readonly string[],
): Track | null {
  for (const preferred of preferredLanguages) {
    const exact = tracks.find((track) => track.language.toLowerCase() === preferred.toLowerCase());
    if (exact) return exact;
    const sameLanguage = tracks.find((track) => primaryOf(track.language) === primaryOf(preferred));
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/** The viewer's languages as the browser reports them (none outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The `crossOrigin` a video with these tracks needs: `anonymous` as soon as it has one, since a
 * `<track>` from another origin loads only in CORS mode (the signed links need no cookies); left
 * out otherwise, so nothing changes for videos without captions.
 */
export const subtitleCrossOrigin = (
  tracks: readonly PlayableSubtitleTrack[],
): { crossOrigin?: 'anonymous' } =>
  playableTracks(tracks).length > 0 ? { crossOrigin: 'anonymous' } : {};
