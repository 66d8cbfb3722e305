'use client';

import { useMessages } from '@/components/providers/locale-provider';
import type { SolvedExam, SolvedExamQuestion } from '@/lib/types';
import { QuestionResult } from './question-result';

interface QuestionListProps {
  exam: SolvedExam;
  /** Only these questions (the mistake review), under their own title; every question by default. */
  only?: { questions: SolvedExamQuestion[]; title: string };
}

/** The questions under their section, in the exam's order. */
export function QuestionList({ exam, only }: QuestionListProps) {
  const { t } = useMessages();
  const shown = only?.questions ?? exam.questions;
  return (
    <section aria-labelledby="summary-questions-title" className="flex flex-col gap-4">
      <h2 id="summary-questions-title" className="text-xl font-semibold">
        {only?.title ?? t.examSummary.questionsTitle}
      </h2>
      {exam.sections.map((section) => {
        const questions = shown.filter((question) => question.sectionId === section.id);
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
