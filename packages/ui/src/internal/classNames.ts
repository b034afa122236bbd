/** Joins class names, skipping empty ones. Keeps the stable `studio-*` hook first. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
