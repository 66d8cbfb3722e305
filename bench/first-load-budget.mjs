/**
 * The first-load budget: each exported page's first-load JavaScript (the scripts its HTML names,
 * gzipped at level 6, first-load-js.mjs) against the figure committed for it in
 * bench/first-load-budget.json. A page more than 2 KB over its budget fails, as does a page the
 * file does not know or a budget for a page the export no longer has: byte counts, not timings,
 * so the check is exact on any machine and runs in `npm test` after the build.
 *
 *   node bench/first-load-budget.mjs           check out/ (or BENCH_OUT_DIR)
 *   node bench/first-load-budget.mjs --write   record out/'s sizes as the budget (after a change
 *                                              that is meant to grow a page, or one that shrank it)
 */
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { firstLoadJs } from './first-load-js.mjs';

export const budgetFile = fileURLToPath(new URL('first-load-budget.json', import.meta.url));

/** How much a page may grow before the check fails: a deliberate growth updates the budget. */
export const toleranceBytes = 2048;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every page of the export, named as its address with the placeholder ids: `/CourseDetail/_`. */
function exportedPages(outDir) {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

const pageName = (file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

/** Each page's first-load JS gzip bytes, by page name. */
export function measurePages(outDir) {
  return Object.fromEntries(
    exportedPages(outDir)
      .map((file) => [pageName(file), firstLoadJs(outDir, file).scripts.reduce((sum, script) => sum + script.gzip, 0)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * Compares measured sizes (bytes by page) with the budget. `failures` name every page over its
 * budget by more than the tolerance, every page without a budget and every budget without a page;
 * `notes` name pages that shrank past the tolerance (their budget can come down).
 */
export function compareToBudget(measured, budget) {
  const failures = [];
  const notes = [];
  for (const [page, bytes] of Object.entries(measured)) {
    const allowed = budget[page];
    if (allowed === undefined) failures.push(`${page}: ${kb(bytes)}, no budget for this page`);
    else if (bytes - allowed > toleranceBytes)
      failures.push(`${page}: ${kb(bytes)}, ${kb(bytes - allowed)} over its budget of ${kb(allowed)}`);
    else if (allowed - bytes > toleranceBytes) notes.push(`${page}: ${kb(bytes)}, ${kb(allowed - bytes)} under budget`);
  }
  for (const page of Object.keys(budget).filter((name) => !(name in measured)))
    failures.push(`${page}: a budget for a page the export does not have`);
  return { failures, notes };
}

function main(args) {
  const outDir = process.env.BENCH_OUT_DIR || fileURLToPath(new URL('../out/', import.meta.url));
  const measured = measurePages(outDir);
  if (args.includes('--write')) {
    writeFileSync(budgetFile, `${JSON.stringify({ gzipBytesByPage: measured }, null, 2)}\n`);
    console.log(`First-load budget written for ${Object.keys(measured).length} pages (bench/first-load-budget.json).`);
    return;
  }
  const { gzipBytesByPage } = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const { failures, notes } = compareToBudget(measured, gzipBytesByPage);
  for (const note of notes)
    console.log(`First-load budget: ${note}; \`node bench/first-load-budget.mjs --write\` lowers it.`);
  if (failures.length > 0) {
    console.error(
      `First-load JS over budget (more than ${kb(toleranceBytes)} gzip of growth; bench/README.md):\n` +
        failures.map((failure) => `  ${failure}`).join('\n') +
        '\nShrink the page, or record a deliberate change with `node bench/first-load-budget.mjs --write`.',
    );
    process.exitCode = 1;
    return;
  }
  console.log(`First-load JS within budget on all ${Object.keys(measured).length} pages.`);
}

if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
