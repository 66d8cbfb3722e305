'use client';

import { useTargetScore } from '@/hooks/exam-progress/use-target-score';
import type { ExamHistoryEntry } from '@/lib/types';
import { AttemptList } from './attempt-list';
import { TargetPanel } from './target-panel';
import { TypeProgress } from './type-progress';
import { WeakestTypes } from './weakest-types';

/** A history with attempts in it: target, attempts, progress by question type and the weakest types. */
export function HistoryPanels({ history, doBack }: { history: ExamHistoryEntry[]; doBack: string }) {
  const { target, setTarget } = useTargetScore();
  return (
    <>
      <TargetPanel history={history} target={target} onTargetChange={setTarget} />
      <AttemptList history={history} doBack={doBack} />
      <TypeProgress history={history} target={target} />
      <WeakestTypes history={history} doBack={doBack} />
    </>
  );
}
