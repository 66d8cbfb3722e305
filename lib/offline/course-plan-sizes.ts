import { sourceKind } from '@/lib/video/source-kind';
import { chooseVariant, parseMasterPlaylist } from './hls-playlist';
import { streamBytes, type KeepItem } from './course-plan';

export interface SizeContext {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  resolveUrl: (url: string) => string;
}

/** One master playlist per URL: a course's videos often share renditions' layout, and the plan reads each once. */
type Masters = Map<string, Promise<ReturnType<typeof parseMasterPlaylist>>>;

function master(url: string, context: SizeContext, masters: Masters) {
  let parsed = masters.get(url);
  if (!parsed) {
    parsed = context
      .fetch(url, { credentials: 'omit' })
      .then(async (response) => parseMasterPlaylist(await response.text(), url));
    masters.set(url, parsed);
  }
  return parsed;
}

async function contentLength(url: string, context: SizeContext): Promise<number | null> {
  const response = await context.fetch(url, { method: 'HEAD', credentials: 'omit' });
  const length = Number(response.headers.get('content-length'));
  return response.ok && length > 0 ? length : null;
}

/**
 * The items' sizes before anything is stored: a file's `Content-Length` (HEAD), a stream's chosen
 * rendition bandwidth × length (as single downloads estimate it). API reads and papers count 0;
 * what cannot be measured is `null`.
 */
export async function measureItems(
  items: readonly KeepItem[],
  minHeight: number,
  context: SizeContext,
): Promise<Map<string, number | null>> {
  const masters: Masters = new Map();
  const sizes = new Map<string, number | null>();
  for (const item of items) {
    let size: number | null = 0;
    if (item.url && (item.kind === 'video' || item.kind === 'pdf')) {
      const url = context.resolveUrl(item.url);
      try {
        if (item.kind === 'video' && sourceKind(url) === 'hls') {
          const variant = chooseVariant(await master(url, context, masters), minHeight);
          size = variant.bandwidth > 0 && item.duration ? streamBytes(variant.bandwidth, item.duration) : null;
        } else size = await contentLength(url, context);
      } catch {
        size = null;
      }
    }
    sizes.set(item.key, size);
  }
  return sizes;
}

/** The heights the student can choose for the course's videos: those of its first stream (none for files only). */
export async function qualityChoices(items: readonly KeepItem[], context: SizeContext): Promise<number[]> {
  const first = items.find(
    (item) => item.kind === 'video' && item.url && sourceKind(context.resolveUrl(item.url)) === 'hls',
  );
  if (!first?.url) return [];
  try {
    const variants = await master(context.resolveUrl(first.url), context, new Map());
    return [...new Set(variants.map((variant) => variant.height).filter((height) => height !== null))].sort(
      (a, b) => a - b,
    );
  } catch {
    return [];
  }
}
