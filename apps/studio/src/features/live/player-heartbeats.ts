/**
 * The contract's rhythm for player heartbeats: one when playback starts (the server counts a
 * session's first as a view), then every 30 seconds while playing. The server refuses a session's
 * beats closer than five seconds apart, so a pause and resume does not beat again at once.
 */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/** The part of a video element the heartbeats read (an EventTarget in tests). */
export type HeartbeatMedia = Pick<
  HTMLMediaElement,
  'currentTime' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Beats `send(position)` when `media` starts playing, then every `intervalMs` until it pauses,
 * ends or the returned stop function runs. Returns that stop function.
 */
export function followPlayback(
  media: HeartbeatMedia,
  send: (positionSeconds: number) => void,
  intervalMs = HEARTBEAT_INTERVAL_MS,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastBeat = -Infinity;
  const beat = () => {
    lastBeat = Date.now();
    send(Math.max(0, Math.floor(media.currentTime)));
  };
  const onPlaying = () => {
    if (timer !== undefined) return;
    // Resumed soon after the last beat: the next regular beat counts it.
    if (Date.now() - lastBeat >= intervalMs) beat();
    timer = setInterval(beat, intervalMs);
  };
  const onStopped = () => {
    clearInterval(timer);
    timer = undefined;
  };
  media.addEventListener('playing', onPlaying);
  media.addEventListener('pause', onStopped);
  media.addEventListener('ended', onStopped);
  return () => {
    onStopped();
    media.removeEventListener('playing', onPlaying);
    media.removeEventListener('pause', onStopped);
    media.removeEventListener('ended', onStopped);
  };
}

const CLIENT_ID_KEY = 'studio.player.clientId';

/**
 * The browser's viewer identifier (the same across visits, so viewers are told apart from views);
 * a fresh one when storage is unavailable (private windows, blocked storage).
 */
export function playerClientId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const known = storage?.getItem(CLIENT_ID_KEY);
    if (known) return known;
    const created = crypto.randomUUID();
    storage?.setItem(CLIENT_ID_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}
