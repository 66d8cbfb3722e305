import { routes } from './routes';

const materialId = /^\d{1,12}$/;
const guestPath = /^\/misafirGirisi\/(\d{1,12})\/?$/;

/**
 * The guest video page a pasted share link or bare material number points to, or null when the
 * text is neither. Only the number is taken from a link, so the page opened is always this
 * portal's own guest page, whatever host the link names.
 */
export function guestVideoPath(input: string): string | null {
  const text = input.trim();
  if (materialId.test(text)) return routes.guestVideo(text);
  let url: URL;
  try {
    // A pasted path without a host is read as this portal's.
    url = new URL(text, 'https://portal.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = guestPath.exec(url.pathname)?.[1];
  return id === undefined ? null : routes.guestVideo(id);
}
