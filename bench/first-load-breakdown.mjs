/**
 * What one exported page's first-load JS is made of: each script its HTML names, gzipped as
 * `first-load-js.mjs` counts it, shared out among the source files its source map names (by the
 * minified bytes each produced). Needs a build with browser source maps:
 *
 *   BUNDLE_SOURCE_MAPS=1 npm run build && npm run bench:breakdown -- ogrenimIcerigi.html [rows]
 *
 * Prints the portal's own files and the libraries (by package), largest first, and the sums of the
 * portal's code, the libraries and Next/React. An estimate for deciding what to move, not a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { firstLoadJs } from './first-load-js.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

const outDir = process.env.BENCH_OUT_DIR ?? 'out';
const [page = 'index.html', rows = '40'] = process.argv.slice(2);
const framework = /node_modules\/(next|react|react-dom|scheduler)\/|^webpack\/|^\.\.\/\.\.\/|^src\/|^shared\//;

/** Source name → share of the script's gzip bytes. */
function shares(file, gzip) {
  if (!existsSync(`${file}.map`)) return new Map([[`(no source map) ${file}`, gzip]]);
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const bytes = new Map();
  let total = 0;
  let previous = null;
  consumer.eachMapping((mapping) => {
    if (previous && previous.generatedLine === mapping.generatedLine && previous.source) {
      const length = mapping.generatedColumn - previous.generatedColumn;
      bytes.set(previous.source, (bytes.get(previous.source) ?? 0) + length);
      total += length;
    }
    previous = mapping;
  });
  return new Map([...bytes].map(([source, length]) => [source, (gzip * length) / total]));
}

const name = (source) => {
  if (!source.replace(/^webpack:\/\/_N_E\/?/, '')) return '(webpack glue without a source)';
  const path = source.replace(/^webpack:\/\/_N_E\//, '').replace(/^\.\//, '');
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)\//.exec(path);
  return pkg && !framework.test(path) ? `${pkg[1]} (library)` : path.replace(/\?.*$/, '');
};

const totals = new Map();
const { scripts } = firstLoadJs(outDir, page);
for (const script of scripts) {
  const file = join(outDir, decodeURIComponent(new URL(script.src, 'http://site/').pathname));
  for (const [source, gzip] of shares(file, script.gzip))
    totals.set(name(source), (totals.get(name(source)) ?? 0) + gzip);
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const kind = (key) =>
  key.endsWith('(library)') ? 'libraries' : framework.test(key) || /node_modules/.test(key) ? 'Next/React' : 'portal';
const sums = { portal: 0, libraries: 0, 'Next/React': 0 };
totals.forEach((bytes, key) => (sums[kind(key)] += bytes));
console.log(
  `${page}: ${kb(scripts.reduce((sum, script) => sum + script.gzip, 0))} KB gzip in ${scripts.length} scripts`,
);
console.log(
  Object.entries(sums)
    .map(([key, bytes]) => `${key} ${kb(bytes).trim()} KB`)
    .join(' · '),
);
[...totals]
  .filter(([key]) => kind(key) !== 'Next/React')
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(rows))
  .forEach(([key, bytes]) => console.log(`${kb(bytes)} KB  ${key}`));
