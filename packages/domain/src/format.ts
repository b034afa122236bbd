/** Initials shown in the avatar: the profile image is derived from the user name (spec section 3). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** A stable hue from a user name, so the same person always gets the same avatar colour. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return hash % 360;
}

const DURATION_UNITS: ReadonlyArray<[string, number]> = [
  ['y', 365 * 86_400],
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
];

/**
 * A length as section 9 writes it: `0s`, or years, days, hours, minutes and seconds with the
 * zero units left out (`1h 15m 12s`). Fractions of a second are dropped.
 */
export function formatDuration(totalSeconds: number): string {
  let remaining = Math.max(0, Math.floor(totalSeconds));
  if (remaining === 0) return '0s';
  const parts: string[] = [];
  for (const [unit, seconds] of DURATION_UNITS) {
    const count = Math.floor(remaining / seconds);
    remaining -= count * seconds;
    if (count > 0) parts.push(`${count}${unit}`);
  }
  return parts.join(' ');
}
