import * as v from 'valibot';
import type { Exam } from '@/lib/types';
import { deleteKept, examKey, getAllKeptKeys, getKept, putKept } from './exam-device-db';
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

/**
 * The keys (`examId/enrollmentId`) of the papers kept, read without the papers themselves: the
 * course page asks on every visit, and each paper is a whole exam to copy out of the database and
 * check (tens of milliseconds at 4× CPU). A damaged paper is found when it is opened
 * (`readKeptPaper`), and the exam then reads it from the server.
 */
export async function keptPaperKeys(): Promise<string[]> {
  return (await getAllKeptKeys('papers')).filter((key): key is string => typeof key === 'string' && keyShape.test(key));
}

const keyShape = /^\d+\/\d+$/;
