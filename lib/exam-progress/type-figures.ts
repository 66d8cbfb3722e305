import { questionOutcome } from '@/lib/exam-summary/question-outcome';
import type { ExamHistoryEntry, HistoryQuestion, QuestionType } from '@/lib/types';
import { questionTypes } from '@/lib/api/question-types.mjs';

export interface TypeFigures {
  type: QuestionType;
  correct: number;
  wrong: number;
  empty: number;
  total: number;
  /** correct / total, 0..1. */
  share: number;
  /** Numbers of the questions answered wrong or left empty, in order. */
  missed: number[];
}

/** One attempt's figures by type, for the progress chart and table. */
export interface AttemptTypes {
  entry: ExamHistoryEntry;
  /** 1 for the oldest attempt. */
  ordinal: number;
  byType: Partial<Record<QuestionType, TypeFigures>>;
}

type Answered = Pick<HistoryQuestion, 'number' | 'type' | 'answer' | 'correctAnswer'>;

/** The figures of each question type an attempt has, in the papers' order of types. */
export function typeFigures(questions: readonly Answered[]): TypeFigures[] {
  return questionTypes.flatMap((type) => {
    const ofType = questions.filter((question) => question.type === type);
    if (ofType.length === 0) return [];
    const tally = { correct: 0, wrong: 0, empty: 0 };
    const missed: number[] = [];
    for (const question of ofType) {
      const outcome = questionOutcome(question);
      tally[outcome] += 1;
      if (outcome !== 'correct') missed.push(question.number);
    }
    return [
      {
        type,
        ...tally,
        total: ofType.length,
        share: tally.correct / ofType.length,
        missed: missed.sort((a, b) => a - b),
      },
    ];
  });
}

/**
 * The types to work on first: those with a question missed, lowest share right first (on a tie,
 * the one with more questions missed), at most `limit`.
 */
export function weakestTypes(figures: readonly TypeFigures[], limit = 3): TypeFigures[] {
  return figures
    .filter((figure) => figure.missed.length > 0)
    .sort((first, second) => first.share - second.share || second.missed.length - first.missed.length)
    .slice(0, limit);
}

/** A share 0..1 as a whole percentage. */
export const sharePercent = (share: number) => Math.round(share * 100);
