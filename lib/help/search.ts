/**
 * Text folded for searching: lower case by Turkish rules (İ→i, I→ı), accents dropped and ı read
 * as i, so "SINAV", "sınav" and "sinav" all find "Sınav", in either language.
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');
}

/** Whether every word of the query occurs in one of the texts; an empty query matches everything. */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const haystack = foldForSearch(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
