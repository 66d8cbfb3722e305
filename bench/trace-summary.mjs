/**
 * What a traced repeat visit is made of (BENCH_TRACE, repeat-visit.mjs): from a Chrome trace with
 * the bench's `bench:heading` and `bench:content` marks, the page's main thread between the
 * navigation's start, the heading's frame and the content's frame: how much of each stretch the
 * thread was busy, the trace events that took that time (self time), the JavaScript functions and
 * scripts the V8 sampler found running, and when each script and read arrived (the page's resource
 * timing). The stretch from the heading to the content is what any work between the first frame
 * and the student's content costs.
 *
 *   node bench/trace-summary.mjs <trace.json>   prints the summary of a trace kept before
 *   node bench/trace-summary.mjs --compare kept-line.json <screen>.json …   the visits side by side
 *
 * With source maps in the export (`BUNDLE_SOURCE_MAPS=1 npm run build`; the maps are not precached)
 * the sampled code is named by its source file and function, not by its chunk.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

/**
 * Names a sampled position by the source file (and function) it was built from, when the export
 * in `outDir` has source maps (`BUNDLE_SOURCE_MAPS=1 npm run build`); else by the chunk's name.
 */
function sourceNamer(outDir) {
  const consumers = new Map();
  const consumerOf = (pathname) => {
    if (!consumers.has(pathname)) {
      const map = outDir ? `${join(outDir, decodeURIComponent(pathname))}.map` : null;
      consumers.set(
        pathname,
        map && existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
      );
    }
    return consumers.get(pathname);
  };
  return (url, line, column) => {
    const pathname = url.replace(/^https?:\/\/[^/]+/, '');
    const consumer = pathname.startsWith('/_next/') ? consumerOf(pathname) : null;
    const position = consumer?.originalPositionFor({ line: line + 1, column });
    if (!position?.source) return { script: pathname.replace(/^.*\/chunks\//, 'chunks/'), name: null };
    const source = position.source
      .replace(/^webpack:\/\/_N_E\/?/, '')
      .replace(/^\.\//, '')
      .replace(/\?.*$/, '');
    const library = /node_modules\/((@[^/]+\/)?[^/]+)\//.exec(source);
    return { script: library ? `${library[1]} (library)` : source, name: position.name };
  };
}

/** What a visit's trace records: DevTools' performance panel's own set, with the JS sampler. */
export const traceCategories = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const ms = (microseconds) => `${(microseconds / 1000).toFixed(0)} ms`;

/** The main thread of the renderer that holds the bench's marks: `{ pid, tid }`. */
function mainThreadOf(events, names = ['bench:heading', 'bench:content']) {
  const mark = events.find((event) => names.includes(event.name));
  if (!mark) return null;
  const thread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === mark.pid &&
      event.args?.name === 'CrRendererMain',
  );
  return thread ? { pid: thread.pid, tid: thread.tid } : null;
}

/** Complete events (`X`, and `B`/`E` pairs) of one thread as `{ name, start, end }`, in start order. */
function intervalsOf(events, { pid, tid }) {
  const intervals = [];
  const open = [];
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue;
    if (event.ph === 'X' && event.dur !== undefined)
      intervals.push({ name: event.name, start: event.ts, end: event.ts + event.dur, cpu: event.tdur });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) intervals.push({ name: begin.name, start: begin.ts, end: event.ts });
    }
  }
  return intervals.sort((a, b) => a.start - b.start || b.end - a.end);
}

const overlap = (start, end, window) => Math.max(0, Math.min(end, window.end) - Math.max(start, window.start));

/** Each event name's self time (its time less its children's) inside `window`. */
function selfTimes(intervals, window) {
  const totals = new Map();
  const stack = [];
  const add = (name, start, end) => totals.set(name, (totals.get(name) ?? 0) + overlap(start, end, window));
  // Walk the nested intervals: a parent's self time is the stretches no child covers.
  const close = (until) => {
    while (stack.length > 0 && stack.at(-1).end <= until) {
      const done = stack.pop();
      add(done.name, done.cursor, done.end);
      if (stack.length > 0) stack.at(-1).cursor = done.end;
    }
  };
  for (const interval of intervals) {
    close(interval.start);
    const parent = stack.at(-1);
    if (parent) {
      add(parent.name, parent.cursor, interval.start);
      parent.cursor = Math.min(interval.end, parent.end);
    }
    stack.push({
      ...interval,
      end: parent ? Math.min(interval.end, parent.end) : interval.end,
      cursor: interval.start,
    });
  }
  close(Infinity);
  return totals;
}

/**
 * Time the thread ran a task inside `window` (top-level `RunTask` events): `busy` by the clock,
 * `cpu` by the thread's own clock (its CPU time, which the 4× throttling's pauses and other
 * processes on a busy machine do not add to: the figure to compare across runs).
 */
function busyTime(intervals, window) {
  let busy = 0;
  let cpu = 0;
  let coveredUntil = -Infinity;
  for (const interval of intervals) {
    if (interval.name !== 'RunTask' && interval.name !== 'ThreadControllerImpl::RunTask') continue;
    // A task nested in one counted already (the two names wrap each other) adds nothing.
    if (interval.end <= coveredUntil) continue;
    const inside = overlap(Math.max(interval.start, coveredUntil), interval.end, window);
    busy += inside;
    cpu += ((interval.cpu ?? 0) * inside) / Math.max(1, interval.end - interval.start);
    coveredUntil = interval.end;
  }
  return { busy, cpu };
}

/** The V8 sampler's profile of the thread: each sample's time and its node's function and script. */
function samplesOf(events, { pid, tid }, nameSource) {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile) return [];
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  // Profile ids are per process: the chunks of this thread's profile share its process and id.
  for (const chunk of events.filter(
    (event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile.id,
  )) {
    const data = chunk.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((nodeId, index) => {
      time += deltas[index] ?? 0;
      samples.push({ time, nodeId });
    });
  }
  return samples.map((sample, index) => {
    const frame = nodes.get(sample.nodeId)?.callFrame ?? {};
    const next = samples[index + 1]?.time ?? sample.time;
    const source = frame.url ? nameSource(frame.url, frame.lineNumber ?? 0, frame.columnNumber ?? 0) : null;
    return {
      start: sample.time,
      end: next,
      fn: source?.name || frame.functionName || `(${frame.url ? 'anonymous' : 'program'})`,
      script: source?.script ?? '',
    };
  });
}

function top(map, count, total) {
  return [...map.entries()]
    .filter(([, value]) => value >= 1000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, value]) =>
        `    ${ms(value).padStart(7)}  ${total ? `${((100 * value) / total).toFixed(0).padStart(3)} %  ` : ''}${name}`,
    );
}

/**
 * What the main thread did over `stretches` (`{ start, end }`, µs), summed: busy time, trace events
 * by self time, and the sampled JavaScript by script and by function.
 */
function describeStretches(label, stretches, intervals, samples) {
  const sum = (measure) => stretches.reduce((total, stretch) => total + measure(stretch), 0);
  const length = sum((stretch) => stretch.end - stretch.start);
  const busy = sum((stretch) => busyTime(intervals, stretch).busy);
  const cpu = sum((stretch) => busyTime(intervals, stretch).cpu);
  const events = new Map();
  for (const stretch of stretches)
    for (const [name, time] of selfTimes(intervals, stretch)) events.set(name, (events.get(name) ?? 0) + time);
  const lines = [
    `${label}: ${ms(length)}, main thread busy ${ms(busy)} (${((100 * busy) / length).toFixed(0)} %; its CPU time ${ms(cpu)}), idle or waiting ${ms(length - busy)}`,
    '  trace events by self time:',
    ...top(events, 14, length),
  ];
  const byFunction = new Map();
  const byScript = new Map();
  const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time);
  for (const sample of samples) {
    const time = sum((stretch) => overlap(sample.start, sample.end, stretch));
    if (time === 0) continue;
    add(byFunction, `${sample.fn} ${sample.script}`.trim(), time);
    add(byScript, sample.script || '(no script)', time);
  }
  if (byFunction.size > 0)
    lines.push(
      '  JavaScript samples by script:',
      ...top(byScript, 24, length),
      '  JavaScript samples by function (self):',
      ...top(byFunction, 24, length),
    );
  return lines;
}

/**
 * What the main thread did between each input and the end of the frame showing its answer
 * (exam-answers.mjs marks them `bench:input` and `bench:shown`), summed over every answer.
 */
export function describeInteractions(trace, outDir = null) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThreadOf(events, ['bench:input']);
  if (!thread) return 'No bench marks in this trace.\n';
  const marks = events.filter((event) => event.pid === thread.pid && String(event.name).startsWith('bench:'));
  marks.sort((a, b) => a.ts - b.ts);
  const stretches = [];
  let input = null;
  for (const mark of marks) {
    if (mark.name === 'bench:input') input = mark.ts;
    else if (mark.name === 'bench:shown' && input !== null) {
      stretches.push({ start: input, end: mark.ts });
      input = null;
    }
  }
  if (stretches.length === 0) return 'No answer was shown in this trace.\n';
  const lines = describeStretches(
    `${stretches.length} answers, input → frame showing it`,
    stretches,
    intervalsOf(events, thread),
    samplesOf(events, thread, sourceNamer(outDir)),
  );
  return `${lines.join('\n')}\n`;
}

/**
 * The summary as text. `resources`: the page's resource timing entries ({ name, type, start,
 * workerStart, responseEnd }, ms from the navigation's start), or none; `outDir`: the export the
 * page came from, whose source maps (if any) name the sampled code.
 */
export function describeTrace(trace, resources = [], outDir = null) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThreadOf(events);
  if (!thread) return 'No bench marks in this trace: the visit showed nothing.\n';
  const marks = Object.fromEntries(
    events
      .filter((event) => event.pid === thread.pid && String(event.name).startsWith('bench:'))
      .map((event) => [event.name.slice('bench:'.length), event.ts]),
  );
  const navigation = events
    .filter(
      (event) =>
        event.pid === thread.pid && event.name === 'navigationStart' && event.ts <= (marks.heading ?? Infinity),
    )
    .at(-1);
  const start = navigation?.ts ?? Math.min(...Object.values(marks));
  const windows = [
    { label: 'navigation → heading', start, end: marks.heading },
    { label: 'heading → content', start: marks.heading, end: marks.content },
  ].filter((window) => window.start !== undefined && window.end !== undefined && window.end > window.start);

  const intervals = intervalsOf(events, thread);
  const samples = samplesOf(events, thread, sourceNamer(outDir));
  const lines = [
    `Marks (ms from the navigation's start): ${Object.entries(marks)
      .map(([name, ts]) => `${name} ${((ts - start) / 1000).toFixed(0)}`)
      .join(', ')}`,
  ];
  for (const window of windows) lines.push('', ...describeStretches(window.label, [window], intervals, samples));
  const timed = resources.filter((entry) => entry.type === 'script' || entry.type === 'fetch' || entry.type === 'link');
  if (timed.length > 0)
    lines.push(
      '',
      "Scripts and reads (ms from the navigation's start: asked, worker started, arrived):",
      ...timed.map(
        (entry) =>
          `    ${entry.start.toFixed(0).padStart(5)} ${entry.workerStart ? entry.workerStart.toFixed(0).padStart(5) : '    —'} ${entry.responseEnd.toFixed(0).padStart(5)}  ${entry.type.padEnd(6)} ${entry.name.replace(/^https?:\/\/[^/]+/, '')}`,
      ),
    );
  return `${lines.join('\n')}\n`;
}

/** What a sampled stretch of the main thread was doing, in the few kinds a comparison needs. */
function kindOf(sample) {
  if (sample.fn === '(idle)') return 'idle (waiting for the worker, a read, a frame)';
  if (sample.fn === '(garbage collector)') return 'garbage collection';
  if (['shown', 'frame', 'watchProbes'].includes(sample.fn) && !sample.script) return "the bench's probe";
  if (!sample.script) return 'the browser: parse, compile, style, layout, paint, DOM';
  if (/^(app|components|hooks|lib|store)\//.test(sample.script)) return "the portal's code";
  if (sample.script.endsWith('(library)') && sample.script !== 'next (library)') return 'libraries';
  return 'Next and React (and, without source maps, all script)';
}

/**
 * The visits of `traces` (`[{ label, trace }]`: the kept line's and screens', from one traced
 * round) side by side, from the navigation to the content's frame: wall time, the main thread's
 * CPU time, and what the V8 sampler found running, by kind. What a screen spends beyond the kept
 * line in each row is what stands between it and its floor.
 */
export function compareVisits(traces, outDir = null) {
  const kinds = new Map();
  const columns = traces.map(({ label, trace }) => {
    const events = trace.traceEvents ?? trace;
    const thread = mainThreadOf(events);
    if (!thread) return { label, missing: true };
    const marks = Object.fromEntries(
      events
        .filter((event) => event.pid === thread.pid && String(event.name).startsWith('bench:'))
        .map((event) => [event.name.slice('bench:'.length), event.ts]),
    );
    const start = events
      .filter((event) => event.pid === thread.pid && event.name === 'navigationStart' && event.ts <= marks.heading)
      .at(-1)?.ts;
    if (start === undefined || marks.content === undefined) return { label, missing: true };
    const window = { start, end: marks.content };
    const { cpu } = busyTime(intervalsOf(events, thread), window);
    const byKind = new Map();
    for (const sample of samplesOf(events, thread, sourceNamer(outDir))) {
      const time = overlap(sample.start, sample.end, window);
      if (time === 0) continue;
      const kind = kindOf(sample);
      kinds.set(kind, true);
      byKind.set(kind, (byKind.get(kind) ?? 0) + time);
    }
    return { label, wall: window.end - window.start, cpu, byKind };
  });
  const rows = [
    ['navigation → content (ms)', (column) => column.wall],
    ["main thread's CPU time", (column) => column.cpu],
    ...[...kinds.keys()].map((kind) => [`  ${kind}`, (column) => column.byKind.get(kind) ?? 0]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const cell = (text) => ` ${String(text).padStart(16)}`;
  return `${[
    `${''.padEnd(width)} ${columns.map((column) => cell(column.label.slice(0, 16))).join('')}`,
    ...rows.map(
      ([name, value]) =>
        `${name.padEnd(width)} ${columns.map((column) => cell(column.missing ? '—' : (value(column) / 1000).toFixed(0))).join('')}`,
    ),
    '(samples by kind: ms of the stretch the V8 sampler found each kind running)',
  ].join('\n')}\n`;
}

if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.env.BENCH_OUT_DIR ?? 'out';
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  const [first, ...rest] = process.argv.slice(2);
  process.stdout.write(
    first === '--compare'
      ? compareVisits(
          rest.map((file) => ({
            label: file
              .split('/')
              .at(-1)
              .replace(/\.json$/, ''),
            trace: read(file),
          })),
          outDir,
        )
      : describeTrace(read(first), [], outDir),
  );
}
