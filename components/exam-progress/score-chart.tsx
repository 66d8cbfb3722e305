'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { formatScore } from '@/lib/exam-summary/format-score';
import { format } from '@/lib/i18n/format';
import type { AttemptTypes } from '@/lib/exam-progress/type-figures';

const width = 300;
const height = 130;
const left = 26;
const right = 10;
// Keeps the first and last points' labels inside the frame and clear of the axis labels.
const inset = 18;
const top = 14;
const bottom = 18;
const plotWidth = width - left - right - 2 * inset;
const plotHeight = height - top - bottom;

const y = (score: number) => top + (1 - score / 100) * plotHeight;

/** The score of each attempt, oldest first, as a line over 0–100, with the target as a dashed line. */
export function ScoreChart({ attempts, target }: { attempts: AttemptTypes[]; target: number | null }) {
  const { t, locale } = useMessages();
  const m = t.examProgress.chart;
  const x = (index: number) =>
    left + inset + (attempts.length === 1 ? plotWidth / 2 : (index * plotWidth) / (attempts.length - 1));
  const points = attempts.map(({ entry }, index) => ({
    id: entry.id,
    ordinal: index + 1,
    x: x(index),
    y: y(entry.score),
    score: entry.score,
  }));
  const label = format(m.scoreLabel, { values: points.map((point) => formatScore(point.score, locale)).join(', ') });

  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium">{m.scoreTitle}</figcaption>
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} className="w-full max-w-xl text-[10px]">
        {[0, 50, 100].map((grid) => (
          <g key={grid}>
            <line
              x1={left}
              x2={width - right}
              y1={y(grid)}
              y2={y(grid)}
              className="stroke-slate-200 dark:stroke-slate-700"
            />
            <text x={left - 4} y={y(grid) + 3} textAnchor="end" className="fill-slate-600 dark:fill-slate-400">
              {grid}
            </text>
          </g>
        ))}
        {target !== null && (
          <g>
            <line
              x1={left}
              x2={width - right}
              y1={y(target)}
              y2={y(target)}
              strokeDasharray="4 3"
              className="stroke-amber-600 dark:stroke-amber-400"
            />
            <text x={width - right} y={y(target) - 3} textAnchor="end" className="fill-amber-700 dark:fill-amber-300">
              {format(m.targetLine, { target: formatScore(target, locale) })}
            </text>
          </g>
        )}
        <polyline
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
          fill="none"
          strokeWidth={2}
          className="stroke-brand-600 dark:stroke-brand-500"
        />
        {points.map((point) => (
          <g key={point.id}>
            <circle cx={point.x} cy={point.y} r={3.5} className="fill-brand-600 dark:fill-brand-500" />
            <text x={point.x} y={point.y - 6} textAnchor="middle" className="fill-slate-900 dark:fill-slate-100">
              {formatScore(point.score, locale)}
            </text>
            <text x={point.x} y={height - 4} textAnchor="middle" className="fill-slate-600 dark:fill-slate-400">
              #{point.ordinal}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
