/**
 * A strict well-formedness check of an XML document, for the tests of what the server writes
 * (no XML parser is a dependency of the server): one XML declaration at the start, every tag
 * closed in order, attribute values quoted, no raw `<` or `&` outside markup, only the five
 * predefined entities and character references, and no duplicate attribute on an element.
 * Returns what is wrong, empty when the document is well formed.
 */
export function checkWellFormedXml(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'))
    problems.push('no XML declaration at the start');
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  const open: string[] = [];
  let roots = 0;
  const name = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
  const token = new RegExp(
    `<(/?)(${name})((?:\\s+${name}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>|<|&(?:amp|lt|gt|quot|apos|#\\d+|#x[0-9a-fA-F]+);|&`,
    'g',
  );
  for (const match of body.matchAll(token)) {
    const [whole, closing, tag, attributes, selfClosing] = match;
    if (whole === '<') {
      problems.push(`raw < or malformed tag at ${match.index}`);
      continue;
    }
    if (whole === '&') {
      problems.push(`raw & at ${match.index}`);
      continue;
    }
    if (whole.startsWith('&')) continue;
    if (closing) {
      if (attributes?.trim() || selfClosing) problems.push(`malformed closing tag ${whole}`);
      const expected = open.pop();
      if (expected !== tag) problems.push(`</${tag}> closes <${expected ?? 'nothing'}>`);
      continue;
    }
    const attributeNames = [...(attributes ?? '').matchAll(new RegExp(`(${name})\\s*=`, 'g'))].map(
      (attribute) => attribute[1],
    );
    if (new Set(attributeNames).size !== attributeNames.length)
      problems.push(`duplicate attribute on <${tag}>`);
    for (const value of (attributes ?? '').matchAll(/=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const text = value[1] ?? value[2] ?? '';
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text))
        problems.push(`raw & in an attribute of <${tag}>`);
    }
    if (open.length === 0) roots += 1;
    if (!selfClosing) open.push(tag as string);
  }
  if (open.length > 0) problems.push(`unclosed <${open.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(xml))
    problems.push('a character XML forbids');
  return problems;
}

/** The raw contents of every `<name ...>...</name>` element, in order (tests read them). */
export function elementsOf(xml: string, tag: string): string[] {
  const escaped = tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ...xml.matchAll(new RegExp(`<${escaped}(?:\\s[^>]*)?>([\\s\\S]*?)</${escaped}>`, 'g')),
  ].map((match) => match[1] as string);
}
