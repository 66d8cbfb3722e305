/** At most this many characters of a server's error text reach the student. */
export const errorExcerptLength = 160;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A short plain-text excerpt of a server's error answer, to follow the catalogue's message (product.md section 8): an HTML
 * error page (proxies answer 50 KB of it) loses its scripts, styles, comments and tags, runs of
 * whitespace become one space, and the rest is cut at `maxLength` characters with an ellipsis.
 * Empty when nothing readable is left. Shown as text, never as HTML.
 */
export function errorExcerpt(text: string | undefined, maxLength = errorExcerptLength): string {
  if (!text) return '';
  // Enough of a huge answer to find its readable start; the rest is never shown anyway.
  const plain = text
    .slice(0, 200_000)
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<[^>]*(>|$)/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => decodeEntity(name) ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= maxLength ? plain : `${plain.slice(0, maxLength - 1).trimEnd()}…`;
}

function decodeEntity(name: string): string | undefined {
  if (!name.startsWith('#'))
    return Object.hasOwn(entities, name.toLowerCase()) ? entities[name.toLowerCase()] : undefined;
  const code =
    name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
  // Control characters and non-characters stay out; a space stands in.
  return Number.isInteger(code) && code >= 0x20 && code <= 0x10ffff && !(code >= 0x7f && code < 0xa0)
    ? String.fromCodePoint(code)
    : ' ';
}
