'use client';

import { useMessages } from '@/components/providers/locale-provider';
import type { SolvedExam } from '@/lib/types';
import { QuestionResult } from './question-result';

/** Every question under its section, in the exam's order. */
export function QuestionList({ exam }: { exam: SolvedExam }) {
  const { t } = useMessages();
  return (
    <section aria-labelledby="summary-questions-title" className="flex flex-col gap-4">
      <h2 id="summary-questions-title" className="text-xl font-semibold">
        {t.examSummary.questionsTitle}
      </h2>
      {exam.sections.map((section) => {
        const questions = exam.questions.filter((question) => question.sectionId === section.id);
        if (questions.length === 0) return null;
        return (
          <section key={section.id} aria-labelledby={`summary-section-${section.id}`} className="flex flex-col gap-3">
            <h3 id={`summary-section-${section.id}`} className="text-lg font-semibold">
              {section.name}
            </h3>
            <ol className="flex flex-col gap-3">
              {questions.map((question) => (
                <QuestionResult key={question.id} question={question} />
              ))}
            </ol>
          </section>
        );
      })}
    </section>
  );
}
