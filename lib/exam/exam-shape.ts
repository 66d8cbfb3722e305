import * as v from 'valibot';
import { examAttemptSchema, examSchema } from '@/lib/api/schemas';
import type { Exam, ExamAttempt } from '@/lib/types';

/**
 * Shape checks of the exam calls' answers, for what the device kept of them (a paper, an attempt):
 * the same schemas the API boundary parses the answers with (lib/api/schemas.ts).
 */
export const isExam = (value: unknown): value is Exam => v.is(examSchema, value);

export const isExamAttempt = (value: unknown): value is ExamAttempt => v.is(examAttemptSchema, value);
