'use client';

import { useMemo } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useNotCounted } from '@/hooks/exam/use-not-counted';
import type { RefusalReason } from '@/lib/exam/attempt-record';
import type { NotCountedPick } from '@/lib/exam/refused-attempts';
import { notCountedGroups, type NotCountedLine } from '@/lib/exam-summary/not-counted';
import { format } from '@/lib/i18n/format';

interface NotCountedNoteProps {
  /** Whose answers it tells (`lib/exam-summary/not-counted.ts`); memoized, it is read again when it changes. */
  pick: NotCountedPick | null;
  /** Numbers the questions: the summary's, or the paper's. */
  questions: readonly { id: number; number: number }[];
}

/**
 * Names the answers given on this device that the server refused for good, by question number and
 * the choice given, and why, so none vanishes without a word. Told once (`useNotCounted`);
 * announced as it appears.
 */
export function NotCountedNote({ pick, questions }: NotCountedNoteProps) {
  const { t } = useMessages();
  const m = t.examSummary.notCounted;
  const answers = useNotCounted(pick);
  const groups = useMemo(() => notCountedGroups(answers, questions), [answers, questions]);
  const why: Record<RefusalReason, string> = {
    'submitted-elsewhere': m.submittedElsewhere,
    'after-deadline': m.afterDeadline,
    'attempt-gone': m.attemptGone,
    gone: m.gone,
  };

  return (
    <div role="status" data-testid="not-counted">
      {groups.length > 0 && (
        <div className="flex flex-col gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {groups.map(({ reason, lines }) => (
            <div key={reason}>
              <p>{why[reason]}</p>
              <AnswerLines lines={lines} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** Answers given on this device, each by question number and the choice given (exam words). */
export function AnswerLines({ lines }: { lines: readonly NotCountedLine[] }) {
  const { t } = useMessages();
  const m = t.examSummary.notCounted;
  const lineText = ({ number, answer }: NotCountedLine) => {
    if (number === null) return answer === null ? m.unnumberedCleared : format(m.unnumberedChosen, { choice: answer });
    return answer === null ? format(m.cleared, { number }) : format(m.chosen, { number, choice: answer });
  };
  return (
    <ul className="list-disc pl-5">
      {lines.map((line) => (
        <li key={line.questionId}>{lineText(line)}</li>
      ))}
    </ul>
  );
}
