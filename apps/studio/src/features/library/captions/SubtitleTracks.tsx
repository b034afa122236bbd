import {
  browserLanguages,
  defaultSubtitleTrack,
  playableTracks,
  type PlayableSubtitleTrack,
} from './subtitle-tracks';

export interface SubtitleTracksProps {
  tracks: readonly PlayableSubtitleTrack[];
  /** The viewer's languages, most preferred first; the browser's by default. */
  preferredLanguages?: readonly string[];
}

/**
 * One `<track kind="subtitles">` per track with a file, inside a `<video>`: the browser lists them
 * in its captions menu and shows the default one (the viewer's language) from the start. The
 * video needs `crossOrigin="anonymous"` (`subtitleCrossOrigin`) so that a track served from
 * another origin, as the public player's are on other sites' pages, is loaded at all.
 */
export function SubtitleTracks({
  tracks,
  preferredLanguages = browserLanguages(),
}: SubtitleTracksProps) {
  const playable = playableTracks(tracks);
  const shown = defaultSubtitleTrack(playable, preferredLanguages);
  return (
    <>
      {playable.map((track) => (
        <track
          key={track.uuid}
          kind="subtitles"
          srcLang={track.language}
          label={track.label}
          src={track.url}
          default={track === shown}
        />
      ))}
    </>
  );
}
