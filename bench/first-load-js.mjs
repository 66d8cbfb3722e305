/**
 * First-load JavaScript of an exported page: the scripts its HTML names (modern browsers skip
 * `noModule` ones), each gzipped as a static host would send it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const scriptTag = /<script\b[^>]*>/g;
const srcAttribute = /\bsrc="([^"]+)"/;

function pageScripts(html) {
  const sources = [];
  for (const [tag] of html.matchAll(scriptTag)) {
    const src = srcAttribute.exec(tag)?.[1];
    if (src && !/\bnomodule\b/i.test(tag)) sources.push(src);
  }
  return sources;
}

/** @returns {{ page: string, scripts: { src: string, bytes: number, gzip: number }[] }} */
export function firstLoadJs(outDir, page) {
  const html = readFileSync(join(outDir, page), 'utf8');
  const scripts = pageScripts(html).map((src) => {
    // Dynamic routes' chunks sit under `[id]` folders, which the HTML names percent-encoded.
    const body = readFileSync(join(outDir, decodeURIComponent(new URL(src, 'http://site/').pathname)));
    return { src, bytes: body.length, gzip: gzipSync(body).length };
  });
  return { page, scripts };
}
