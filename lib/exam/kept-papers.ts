import * as v from 'valibot';
import type { Exam } from '@/lib/types';
import { deleteKept, examKey, getAllKept, getKept, putKept } from './exam-device-db';
import { isExam } from './exam-shape';

/** An exam's paper (questions, passages, options; never the answers) kept on this device. */
interface KeptPaper {
  key: string;
  examId: number;
  enrollmentId: number;
  exam: Exam;
  keptAt: string;
}

/** What IndexedDB gives back is checked like an API answer (exam-shape.ts): an older version or a damaged copy is not used. */
const keptPaperSchema = v.pipe(
  v.object({
    key: v.string(),
    examId: v.number(),
    enrollmentId: v.number(),
    keptAt: v.pipe(
      v.string(),
      v.check((text) => !Number.isNaN(Date.parse(text))),
    ),
    exam: v.custom<Exam>(isExam),
  }),
  v.check((paper) => paper.key === examKey(paper.examId, paper.enrollmentId) && paper.exam.id === paper.examId),
);

export const isKeptPaper = (value: unknown): value is KeptPaper => v.is(keptPaperSchema, value);

export function keptPaperOf(exam: Exam, enrollmentId: number, now = Date.now()): KeptPaper {
  return {
    key: examKey(exam.id, enrollmentId),
    examId: exam.id,
    enrollmentId,
    exam,
    keptAt: new Date(now).toISOString(),
  };
}

export async function readKeptPaper(examId: number | string, enrollmentId: number | string): Promise<KeptPaper | null> {
  const stored = await getKept('papers', examKey(examId, enrollmentId));
  return isKeptPaper(stored) ? stored : null;
}

export const keepPaper = (exam: Exam, enrollmentId: number) => putKept('papers', keptPaperOf(exam, enrollmentId));

export const removeKeptPaper = (examId: number, enrollmentId: number) =>
  deleteKept('papers', examKey(examId, enrollmentId));

/** The keys (`examId/enrollmentId`) of every well-formed paper kept. */
export async function keptPaperKeys(): Promise<string[]> {
  return (await getAllKept('papers')).filter(isKeptPaper).map((paper) => paper.key);
}
