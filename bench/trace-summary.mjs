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
      const file = join(outDir, decodeURIComponent(pathname));
      consumers.set(
        pathname,
        outDir && existsSync(`${file}.map`)
          ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
          : null,
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

const ms = (microseconds) => `${(microseconds / 1000).toFixed(0)} ms`;

/** The main thread of the renderer that holds the bench's marks: `{ pid, tid }`. */
function mainThreadOf(events) {
  const mark = events.find((event) => event.name === 'bench:heading' || event.name === 'bench:content');
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
      intervals.push({ name: event.name, start: event.ts, end: event.ts + event.dur, args: event.args });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) intervals.push({ name: begin.name, start: begin.ts, end: event.ts, args: begin.args });
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

/** Time the thread ran a task inside `window` (top-level `RunTask` events). */
function busyTime(intervals, window) {
  let busy = 0;
  let coveredUntil = -Infinity;
  for (const interval of intervals) {
    if (interval.name !== 'RunTask' && interval.name !== 'ThreadControllerImpl::RunTask') continue;
    // A task nested in one counted already (the two names wrap each other) adds nothing.
    if (interval.end <= coveredUntil) continue;
    busy += overlap(Math.max(interval.start, coveredUntil), interval.end, window);
    coveredUntil = interval.end;
  }
  return busy;
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
  for (const window of windows) {
    const length = window.end - window.start;
    const busy = busyTime(intervals, window);
    lines.push(
      '',
      `${window.label}: ${ms(length)}, main thread busy ${ms(busy)} (${((100 * busy) / length).toFixed(0)} %), idle or waiting ${ms(length - busy)}`,
      '  trace events by self time:',
      ...top(selfTimes(intervals, window), 14, length),
    );
    const byFunction = new Map();
    const byScript = new Map();
    for (const sample of samples) {
      const time = overlap(sample.start, sample.end, window);
      if (time === 0) continue;
      byFunction.set(
        `${sample.fn} ${sample.script}`.trim(),
        (byFunction.get(`${sample.fn} ${sample.script}`.trim()) ?? 0) + time,
      );
      byScript.set(sample.script || '(no script)', (byScript.get(sample.script || '(no script)') ?? 0) + time);
    }
    if (byFunction.size > 0)
      lines.push(
        '  JavaScript samples by script:',
        ...top(byScript, 10, length),
        '  JavaScript samples by function (self):',
        ...top(byFunction, 16, length),
      );
  }
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

if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))
  process.stdout.write(
    describeTrace(JSON.parse(readFileSync(process.argv[2], 'utf8')), [], process.env.BENCH_OUT_DIR ?? 'out'),
  );
