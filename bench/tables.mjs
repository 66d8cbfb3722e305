/**
 * How `npm run bench` prints a run's figures (bench/README.md): the cold-load table (first-load
 * JS, Lighthouse in both API set-ups, ratios to the floors), the repeat-visit table, the first
 * worker install, the exam answers, then each target met or not (targets.mjs).
 */
import { kb, ms } from './stats.mjs';
import { printTargets } from './targets.mjs';

const ratio = (value, floor) => `×${(value / floor).toFixed(2)}`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

const lighthouseCells = (result) =>
  !result || result.error
    ? ['—', '—', '—', '—', '—']
    : [
        result.performance,
        result.accessibility,
        seconds(result.lcp),
        `${result.tbt.toFixed(0)} ms`,
        result.cls.toFixed(3),
      ];

/** A value and its ratio to the floor's, or a dash when the part was not measured. */
const withRatio = (value, floor, format) =>
  value === undefined ? '—' : floor === undefined ? format(value) : `${format(value)} ${ratio(value, floor)}`;

/** An LCP and its ratio to the fetched line's in the same set-up (`floor`: its Lighthouse result, or none). */
const lcpCell = (result, floor) =>
  !result || result.error ? '—' : withRatio(result.lcp, floor && !floor.error ? floor.lcp : undefined, seconds);

function printRows(header, rows) {
  const cells = rows.map((row) => row.map(String));
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  cells.forEach((row) => console.log(line(row)));
}

/** Milliseconds of a visit series' median; null is "not shown within the limit". */
const visitMs = (median, limitMs) => (median === null ? `> ${limitMs / 1000} s` : `${median.toFixed(0)} ms`);

function printRepeatVisits(repeat) {
  const floorHeading = repeat.floor.heading.median;
  const keptLine = repeat.floor.keptLine.content.median;
  const shown = (series) => visitMs(series.median, repeat.limitMs);
  const toFloor = (series, floor) =>
    series.median === null || floor === null ? '' : ` ${ratio(series.median, floor)}`;
  printRows(
    ['repeat visit', 'heading', "student's content", 'API hanging: heading', 'API hanging: kept content'],
    [
      ['bare floor (1 page)', shown(repeat.floor.heading), '—', '—', '—'],
      [
        'bare floor, a kept line drawn by React',
        `${shown(repeat.floor.keptLine.heading)}${toFloor(repeat.floor.keptLine.heading, floorHeading)}`,
        shown(repeat.floor.keptLine.content),
        '—',
        '—',
      ],
      ...repeat.screens.map((screen) => [
        screen.label,
        `${shown(screen.heading)}${toFloor(screen.heading, floorHeading)}`,
        `${shown(screen.studentContent)}${toFloor(screen.studentContent, keptLine)}`,
        shown(screen.hanging.heading),
        shown(screen.hanging.studentContent),
      ]),
    ],
  );
  console.log(
    `Repeat visit: worker installed (stopped), session stored, HTTP cache off; slow 4G (${repeat.network.latencyMs} ms, ` +
      `${repeat.network.downloadMbit} Mbit/s) on the page and its worker, ${repeat.cpuSlowdown}× CPU; median of ${repeat.runs}; ` +
      "from navigation start to the end of the frame showing it; headings as ratios to the floor's heading, " +
      "the student's content to the kept line's.",
  );
  const floorEntries = [
    { label: 'floor', ...repeat.floor },
    { label: 'floor /kept-line', ...repeat.floor.keptLine },
  ];
  for (const entry of [...floorEntries, ...repeat.screens]) {
    if (!entry.fromServiceWorker) console.log(`${entry.label}: not every visit's page came from the worker.`);
    for (const note of entry.notes) console.log(`${entry.label}: ${note}`);
  }
}

/** Prints a run's figures: the cold-load table, the repeat visits, the exam answers and the targets. */
export function printFigures(figures) {
  const { floor, routes: measured } = figures;
  const { fetchedLine } = floor;
  printRows(
    [
      'route',
      'first-load JS gzip',
      'JS by interactive',
      'LH perf',
      'a11y',
      'LCP',
      'TBT',
      'CLS',
      'LH perf same-origin',
      'LCP same-origin',
    ],
    [
      [
        'bare floor (1 page)',
        kb(floor.firstLoadJs),
        withRatio(floor.jsByInteractive, undefined, kb),
        ...lighthouseCells(floor.lighthouse),
        '—',
        '—',
      ],
      [
        'bare floor, a line fetched by React',
        kb(fetchedLine.firstLoadJs),
        '—',
        ...lighthouseCells(fetchedLine.lighthouse),
        fetchedLine.lighthouseSameOrigin?.performance ?? '—',
        lcpCell(fetchedLine.lighthouseSameOrigin),
      ],
      ...measured.map((route) => {
        const [performance, accessibility, , tbt, cls] = lighthouseCells(route.lighthouse);
        return [
          route.label,
          withRatio(route.firstLoadJs, floor.firstLoadJs, kb),
          withRatio(route.jsByInteractive, floor.jsByInteractive, kb),
          performance,
          accessibility,
          lcpCell(route.lighthouse, route.data ? fetchedLine.lighthouse : undefined),
          tbt,
          cls,
          route.lighthouseSameOrigin?.performance ?? '—',
          lcpCell(route.lighthouseSameOrigin, route.data ? fetchedLine.lighthouseSameOrigin : undefined),
        ];
      }),
    ],
  );
  console.log(
    figures.lighthouseVersion
      ? `Lighthouse ${figures.lighthouseVersion}, mobile, median of ${figures.lighthouseRuns}, signed in with nothing kept on the ` +
          "device; JS gzip level 6; JS ratios to the bare floor, a data screen's LCP to the fetched line's in the same " +
          'set-up (API on its own origin; same-origin: behind the site).'
      : 'JS gzip level 6; ratios to the floor.',
  );
  for (const route of measured.filter((entry) => entry.jsWithPdfOpen)) {
    console.log(`${route.label}: JS by interactive before the PDF opens; ${kb(route.jsWithPdfOpen)} with it open.`);
  }
  const lighthouseEntries = [
    { label: 'floor', lighthouse: floor.lighthouse },
    { label: 'fetched line', lighthouse: fetchedLine.lighthouse },
    { label: 'fetched line, same-origin', lighthouse: fetchedLine.lighthouseSameOrigin },
    ...measured.flatMap((route) => [
      { label: route.label, lighthouse: route.lighthouse },
      { label: `${route.label}, same-origin`, lighthouse: route.lighthouseSameOrigin },
    ]),
  ];
  for (const entry of lighthouseEntries.filter((item) => item.lighthouse?.error)) {
    console.log(`Lighthouse could not measure ${entry.label}: ${entry.lighthouse.error}`);
  }
  for (const result of [fetchedLine.lighthouse, fetchedLine.lighthouseSameOrigin].filter((item) => item?.lcpRuns)) {
    const others = result.lcpRuns.filter((run) => run.element !== fetchedLine.expected);
    if (others.length > 0)
      console.log(`Fetched line: ${others.length} run(s) took another element for LCP: ${others[0].element}`);
  }
  if (figures.repeatVisit) printRepeatVisits(figures.repeatVisit);
  const sw = figures.serviceWorkerInstall;
  if (sw)
    console.log(
      `First service-worker install: ${kb(sw.portal.bytes)} in ${sw.portal.requests} requests (floor ${kb(sw.floor.bytes)} in ${sw.floor.requests}).`,
    );
  for (const run of figures.examAnswers ?? []) {
    if (run.missing) console.log(`Exam answers at ${run.cpuSlowdown}× CPU: not measured: ${run.missing}`);
    else
      console.log(
        `Exam answer click → frame showing it, ${run.cpuSlowdown}× CPU: median ${ms(run.click.median)}, p95 ${ms(run.click.p95)} ` +
          `(key: median ${ms(run.key.median)}, p95 ${ms(run.key.p95)}; in-frame cost p95 ${ms(run.inFrame.p95)}; n=${run.click.count})`,
      );
  }
  printTargets(figures);
  const { loadAverage } = figures.machine;
  console.log(
    `Load average (1, 5, 15 min): ${loadAverage.start.join(', ')} at the start, ${loadAverage.end.join(', ')} at the end.`,
  );
}
