/**
 * The speed targets the bench's figures are read against (bench/README.md, "Targets"), each
 * against a floor measured in the same run. Printed after the tables, met or not with the worst
 * case; never enforced: the bench is no test (timings on a shared machine are not pass/fail).
 */
export const targets = {
  /** The student's content on a repeat visit, as a ratio to the floor's kept line. */
  repeatVisitToKeptLine: 1.25,
  /** A data screen's cold LCP, as a ratio to the fetched line's in the same set-up. */
  coldLcpToFetchedLine: 1.2,
  /** A data screen's cold LCP with the API behind the site's origin. */
  sameOriginLcpMs: 2500,
  /** Exam answer, click and key, to the frame showing it at 4× CPU: p95. */
  examAnswerP95Ms: 50,
  lighthousePerformance: 90,
};

const verdict = (met) => (met ? 'met' : 'NOT met');
const worstOf = (entries) => entries.reduce((worst, entry) => (entry.value > worst.value ? entry : worst));

function repeatVisitLine(repeat) {
  const keptLine = repeat.floor.keptLine.content.median;
  const entries = repeat.screens.map((screen) => ({
    label: screen.label,
    value:
      screen.studentContent.median === null || keptLine === null ? Infinity : screen.studentContent.median / keptLine,
  }));
  if (entries.length === 0) return null;
  const worst = worstOf(entries);
  const met = entries.every((entry) => entry.value <= targets.repeatVisitToKeptLine);
  return `repeat visit, student's content ≤ ×${targets.repeatVisitToKeptLine} the kept line: ${verdict(met)} (worst ${worst.label} ×${worst.value.toFixed(2)})`;
}

function coldLcpLines(figures) {
  const lines = [];
  const dataRoutes = figures.routes.filter((route) => route.data);
  const setUps = [
    ['lighthouse', 'API on its own origin', figures.floor.fetchedLine.lighthouse],
    ['lighthouseSameOrigin', 'same-origin', figures.floor.fetchedLine.lighthouseSameOrigin],
  ];
  for (const [key, setUp, floor] of setUps) {
    const results = dataRoutes
      .filter((route) => route[key] && !route[key].error)
      .map((route) => ({ label: route.label, lcp: route[key].lcp, performance: route[key].performance }));
    if (results.length === 0) continue;
    if (floor && !floor.error) {
      const worst = worstOf(results.map((result) => ({ label: result.label, value: result.lcp / floor.lcp })));
      const met = results.every((result) => result.lcp / floor.lcp <= targets.coldLcpToFetchedLine);
      lines.push(
        `cold LCP (${setUp}) ≤ ×${targets.coldLcpToFetchedLine} the fetched line's: ${verdict(met)} (worst ${worst.label} ×${worst.value.toFixed(2)})`,
      );
    }
    if (key === 'lighthouseSameOrigin') {
      const worst = worstOf(results.map((result) => ({ label: result.label, value: result.lcp })));
      lines.push(
        `cold LCP (same-origin) ≤ ${targets.sameOriginLcpMs / 1000} s: ${verdict(worst.value <= targets.sameOriginLcpMs)} (worst ${worst.label} ${(worst.value / 1000).toFixed(2)} s)`,
      );
    }
  }
  for (const [key, setUp] of setUps) {
    const scores = figures.routes
      .filter((route) => route[key] && !route[key].error)
      .map((route) => ({ label: route.label, value: -route[key].performance }));
    if (scores.length === 0) continue;
    const worst = worstOf(scores);
    lines.push(
      `Lighthouse performance (${setUp}) ≥ ${targets.lighthousePerformance}: ${verdict(-worst.value >= targets.lighthousePerformance)} (lowest ${worst.label} ${-worst.value})`,
    );
  }
  return lines;
}

function examLine(runs) {
  const run = runs.find((entry) => entry.cpuSlowdown === 4 && !entry.missing);
  if (!run) return null;
  const met = run.click.p95 <= targets.examAnswerP95Ms && run.key.p95 <= targets.examAnswerP95Ms;
  return `exam answer at 4× CPU, p95 ≤ ${targets.examAnswerP95Ms} ms: ${verdict(met)} (click ${run.click.p95.toFixed(1)} ms, key ${run.key.p95.toFixed(1)} ms)`;
}

/** Prints each target the run measured: met or not, and the worst case. */
export function printTargets(figures) {
  const lines = [
    ...(figures.repeatVisit ? [repeatVisitLine(figures.repeatVisit)] : []),
    ...coldLcpLines(figures),
    ...(figures.examAnswers ? [examLine(figures.examAnswers)] : []),
  ].filter(Boolean);
  if (lines.length === 0) return;
  console.log('\nTargets (bench/README.md), in this run:');
  for (const line of lines) console.log(`- ${line}`);
}
