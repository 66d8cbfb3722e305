/** The zero-based page index a typed page number asks for, or null when there is no such page. */
export function pageIndexFromInput(text: string, numberOfPages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const pageNumber = Number(trimmed);
  return pageNumber >= 1 && pageNumber <= numberOfPages ? pageNumber - 1 : null;
}
