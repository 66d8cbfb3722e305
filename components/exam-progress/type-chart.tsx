'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { sharePercent } from '@/lib/exam-progress/type-figures';
import { format } from '@/lib/i18n/format';
import type { QuestionType } from '@/lib/types';
import type { AttemptTypes } from '@/lib/exam-progress/type-figures';

const width = 100;
const height = 24;

/**
 * Small multiples: per question type one row of bars, one bar per attempt (oldest first), the
 * bar's height the share right, its value written under it. Each row is one image named with all
 * its values in words (the written values repeat them for the eye only).
 */
export function TypeChart({ attempts, types }: { attempts: AttemptTypes[]; types: QuestionType[] }) {
  const { t } = useMessages();
  const m = t.examProgress.chart;
  const slot = width / attempts.length;
  const gap = Math.min(2, slot / 4);

  return (
    <ul data-testid="type-chart" className="flex flex-col gap-3">
      {types.map((type) => {
        const name = t.examProgress.types[type];
        const values = attempts.map(({ byType }) => {
          const figures = byType[type];
          return figures ? format(m.barValue, { percent: sharePercent(figures.share) }) : m.notInAttempt;
        });
        const latest = attempts.at(-1)?.byType[type];
        return (
          <li key={type} className="flex flex-col gap-1">
            <span className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="font-medium">{name}</span>
              {latest && (
                <span className="tabular-nums">{format(m.latestShare, { percent: sharePercent(latest.share) })}</span>
              )}
            </span>
            <svg
              role="img"
              aria-label={format(m.rowLabel, { type: name, values: values.join(', ') })}
              viewBox={`0 0 ${width} ${height}`}
              preserveAspectRatio="none"
              className="h-8 w-full"
            >
              {attempts.map(({ entry, byType }, index) => {
                const figures = byType[type];
                const x = index * slot + gap;
                const barWidth = slot - 2 * gap;
                const barHeight = figures ? figures.share * height : 0;
                return (
                  <g key={entry.id}>
                    <rect x={x} y={0} width={barWidth} height={height} className="fill-slate-100 dark:fill-slate-800" />
                    {figures && (
                      <rect
                        x={x}
                        y={height - barHeight}
                        width={barWidth}
                        height={barHeight}
                        className={
                          index === attempts.length - 1
                            ? 'fill-brand-600 dark:fill-brand-500'
                            : 'fill-slate-400 dark:fill-slate-500'
                        }
                      />
                    )}
                  </g>
                );
              })}
            </svg>
            <span
              aria-hidden="true"
              data-testid="type-chart-values"
              className="grid text-center text-xs tabular-nums text-slate-700 dark:text-slate-300"
              style={{ gridTemplateColumns: `repeat(${attempts.length}, minmax(0, 1fr))` }}
            >
              {attempts.map(({ entry, byType }) => {
                const figures = byType[type];
                return (
                  <span key={entry.id}>
                    {figures ? format(m.barValue, { percent: sharePercent(figures.share) }) : '–'}
                  </span>
                );
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
