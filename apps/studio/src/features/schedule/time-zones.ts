/**
 * The zones the event form's time zone field offers, and how typed words find one. A module of
 * its own, with the field's chunk: the list is some 400 names the route does not need to show.
 */

/**
 * Every IANA zone the runtime knows, with 'UTC' (some runtimes list only the `Etc/` names) and
 * `kept`, the zone the event has now, even when this runtime lacks it: a saved event must show
 * its zone, and the rules then say whether it is known.
 */
export function timeZoneChoices(kept: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = new Set([...known, 'UTC']);
  if (kept !== '') zones.add(kept);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}

/** Lower case, underscores as spaces: "America/New_York" is found as "new york". */
const searchable = (text: string) => text.toLowerCase().replaceAll('_', ' ');

/** Whether a zone holds the typed words (anywhere, any case, spaces for underscores). */
export function matchesTimeZone(zone: string, typed: string): boolean {
  return searchable(zone).includes(searchable(typed.trim()));
}
