/**
 * The segment durations a media playlist announces (`#EXTINF:<seconds>,` before each segment's
 * address), by address as written. A master playlist has none.
 */
export function segmentDurations(playlist: string): Map<string, number> {
  const durations = new Map<string, number>();
  let pending: number | null = null;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      const seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
      pending = Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
    } else if (line !== '' && !line.startsWith('#')) {
      if (pending !== null) durations.set(line, pending);
      pending = null;
    }
  }
  return durations;
}
