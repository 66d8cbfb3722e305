'use client';

import { useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { format } from '@/lib/i18n/format';
import type { OptionKey, SolvedExamQuestion } from '@/lib/types';
import { PracticeQuestion } from './practice-question';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * The wrong and empty questions again, untimed: each answer is checked on the spot against the
 * key the summary already has. Nothing is stored or sent, so no exam score can change.
 */
export function PracticeSet({ questions }: { questions: SolvedExamQuestion[] }) {
  const { t } = useMessages();
  const m = t.examProgress.review;
  const [answers, setAnswers] = useState<Record<number, OptionKey>>({});
  const checked = questions.filter((question) => answers[question.id] !== undefined);
  const right = checked.filter((question) => answers[question.id] === question.correctAnswer);

  return (
    <TitledSection id="practice-title" title={m.practiceTitle} gap={4}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.practiceIntro}</p>
      <p role="status" data-testid="practice-progress" className="font-medium">
        {format(m.practiceProgress, { checked: checked.length, total: questions.length, right: right.length })}
      </p>
      <ol className="flex flex-col gap-3">
        {questions.map((question) => (
          <PracticeQuestion
            key={question.id}
            question={question}
            answer={answers[question.id] ?? null}
            onAnswer={(key) => setAnswers((current) => ({ ...current, [question.id]: key }))}
          />
        ))}
      </ol>
      <Button variant="secondary" className="self-start" onClick={() => setAnswers({})}>
        {m.practiceAgain}
      </Button>
    </TitledSection>
  );
}
