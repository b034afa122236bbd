/** One segment of a media playlist, with the tags that belong to it. */
export interface PlaylistSegment {
  uri: string;
  durationSeconds: number;
  /** Wall clock of the segment's first frame (#EXT-X-PROGRAM-DATE-TIME), when stamped. */
  programDateTime: Date | null;
  /** A #EXT-X-DISCONTINUITY precedes it: the encoder's timeline restarted here. */
  discontinuity: boolean;
}

export interface MediaPlaylist {
  targetDurationSeconds: number;
  mediaSequence: number;
  segments: PlaylistSegment[];
  ended: boolean;
}

/** Reads the media playlist the relay writes (ffmpeg's HLS muxer); unknown tags are dropped. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const playlist: MediaPlaylist = {
    targetDurationSeconds: 1,
    mediaSequence: 0,
    segments: [],
    ended: false,
  };
  let duration: number | null = null;
  let programDateTime: Date | null = null;
  let discontinuity = false;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      playlist.targetDurationSeconds = Number(line.slice(22)) || 1;
    } else if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) {
      playlist.mediaSequence = Number(line.slice(22)) || 0;
    } else if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice(8));
    } else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      const parsed = new Date(line.slice(25));
      programDateTime = Number.isNaN(parsed.getTime()) ? null : parsed;
    } else if (line === '#EXT-X-DISCONTINUITY') {
      discontinuity = true;
    } else if (line === '#EXT-X-ENDLIST') {
      playlist.ended = true;
    } else if (!line.startsWith('#') && duration !== null) {
      playlist.segments.push({
        uri: line,
        durationSeconds: duration,
        programDateTime,
        discontinuity,
      });
      duration = null;
      programDateTime = null;
      discontinuity = false;
    }
  }
  return playlist;
}

export interface ViewerWindow {
  /** Segments a live viewer is offered: the newest ones, at most this many. */
  liveSegments: number;
  /** Stream delay: segments younger than this are held back. */
  delaySeconds: number;
  now: Date;
}

/** How many segments a live viewer's playlist holds: a few seconds, so players start near live. */
export const LIVE_WINDOW_SEGMENTS = 6;

/**
 * The playlist viewers get from a recording's playlist.
 * - A finished recording is served whole, as on-demand video.
 * - A live one is a sliding window of the newest segments, after holding back those younger
 *   than the stream delay (judged by their program date-time), with the media and discontinuity
 *   sequence numbers that keep players in step as the window slides.
 * Segment addresses are relative to the playlist, and `segmentPrefix` is put before them (the
 * public address serves segments beside the playlist).
 */
export function renderViewerPlaylist(
  recording: MediaPlaylist,
  window: ViewerWindow,
  segmentPrefix = '',
): string {
  let segments = recording.segments.map((segment, index) => ({ segment, index }));
  let discontinuitiesBefore = 0;
  if (!recording.ended) {
    const cutoff = window.now.getTime() - window.delaySeconds * 1000;
    if (window.delaySeconds > 0) {
      segments = segments.filter(
        ({ segment }) =>
          segment.programDateTime !== null &&
          segment.programDateTime.getTime() + segment.durationSeconds * 1000 <= cutoff,
      );
    }
    const first = Math.max(0, segments.length - window.liveSegments);
    discontinuitiesBefore = segments
      .slice(0, first)
      .filter(({ segment }) => segment.discontinuity).length;
    segments = segments.slice(first);
  }
  const target = Math.max(
    recording.targetDurationSeconds,
    ...segments.map(({ segment }) => Math.ceil(segment.durationSeconds)),
  );
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${recording.mediaSequence + (segments[0]?.index ?? 0)}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitiesBefore}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  if (recording.ended) lines.push('#EXT-X-PLAYLIST-TYPE:VOD');
  for (const { segment } of segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    if (segment.programDateTime) {
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${segment.programDateTime.toISOString()}`);
    }
    lines.push(`#EXTINF:${segment.durationSeconds.toFixed(3)},`, `${segmentPrefix}${segment.uri}`);
  }
  if (recording.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
