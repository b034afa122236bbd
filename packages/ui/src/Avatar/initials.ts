/**
 * Initials and a stable hue for a person's name, so the same person always gets the same avatar
 * without an image. Pure functions: no domain knowledge, only text.
 */

/** Up to two initials: first and last word of the name ("Ana María López" -> "AL"). */
export function initialsOf(name: string): string {
  // For an email or a username, the part before @ is the best name we have.
  const base = name.includes('@') ? (name.split('@')[0] ?? '') : name;
  const words = base
    .split(/[\s._-]+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [firstLetter(first), last ? firstLetter(last) : ''];
  return letters.join('').toLocaleUpperCase();
}

/** First user-perceived letter, so accented and astral characters are not split in half. */
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}

/** A hue in [0, 360) from a name, stable across sessions and machines (FNV-1a 32-bit). */
export function hueOf(name: string): number {
  let hash = 0x811c9dc5;
  const normalised = name.trim().toLocaleLowerCase();
  for (let index = 0; index < normalised.length; index += 1) {
    hash ^= normalised.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}
