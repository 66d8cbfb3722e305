'use client';

import { useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { oldestFirst } from '@/lib/exam-progress/score-summary';
import { typeFigures, type AttemptTypes } from '@/lib/exam-progress/type-figures';
import { questionTypes } from '@/lib/api/question-types.mjs';
import type { ExamHistoryEntry } from '@/lib/types';
import { ScoreChart } from './score-chart';
import { TypeChart } from './type-chart';
import { TypeTable } from './type-table';
import { TitledSection } from '@/components/ui/titled-section';

/** The share right per question type over the attempts, as a chart or (for screen readers, or by choice) a table. */
export function TypeProgress({ history, target }: { history: ExamHistoryEntry[]; target: number | null }) {
  const { t } = useMessages();
  const m = t.examProgress.chart;
  const [asTable, setAsTable] = useState(false);
  const attempts: AttemptTypes[] = oldestFirst(history).map((entry, index) => ({
    entry,
    ordinal: index + 1,
    byType: Object.fromEntries(typeFigures(entry.questions).map((figures) => [figures.type, figures])),
  }));
  const types = questionTypes.filter((type) => attempts.some((attempt) => attempt.byType[type]));

  return (
    <TitledSection id="exam-types-title" title={m.title} level={3}>
      <ScoreChart attempts={attempts} target={target} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.intro}</p>
      <Button
        variant="secondary"
        className="self-start"
        aria-controls="exam-types-view"
        onClick={() => setAsTable((shown) => !shown)}
      >
        {asTable ? m.showChart : m.showTable}
      </Button>
      <div id="exam-types-view">
        {asTable ? <TypeTable attempts={attempts} types={types} /> : <TypeChart attempts={attempts} types={types} />}
      </div>
    </TitledSection>
  );
}
