/**
 * Reads an RFC 8288 `Link` header into rel -> URL. URLs may contain commas, so links are found by
 * their angle brackets rather than by splitting on commas; a rel may name several relations.
 */
export function parseLinkHeader(value: string | null): Map<string, string> {
  const links = new Map<string, string>();
  if (!value) return links;
  const linkPattern = /<([^>]*)>([^<]*)/g;
  for (const [, url, params] of value.matchAll(linkPattern)) {
    const rel = /(?:^|;)\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params ?? '');
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    for (const relation of relations) {
      if (!links.has(relation) && url !== undefined) links.set(relation, url);
    }
  }
  return links;
}
