import type { AttemptRecord } from '@/lib/exam/attempt-record';
import { readAttemptRecord, writeAttemptRecord } from '@/lib/exam/attempt-storage';
import { hasUnsentData, settleAttempts, unsentAttempts } from './exam-records';

const deadline = new Date(Date.now() + 3600_000).toISOString();

function attempt(attemptId: string, change: Partial<AttemptRecord> = {}): AttemptRecord {
  return {
    attemptId,
    examId: 1,
    enrollmentId: 2,
    deadline,
    lastSeq: 0,
    sentSeq: 0,
    answers: {},
    flagged: [],
    currentQuestionId: null,
    submission: null,
    solvedExamId: null,
    ...change,
  };
}

const answered = { lastSeq: 5, answers: { 10: { questionId: 10, answer: 'A' as const, answeredAt: deadline, seq: 5 } } };
const unsentAnswers = (id: string) => attempt(id, answered);
const allSent = (id: string) => attempt(id, { ...answered, sentSeq: 5 });
const unscoredSubmission = (id: string) => attempt(id, { ...answered, sentSeq: 5, submission: { id: 's', submittedAt: deadline } });
const scored = (id: string) => attempt(id, { submission: { id: 's', submittedAt: deadline }, solvedExamId: 77 });

beforeEach(() => localStorage.clear());

describe('hasUnsentData', () => {
  it('is true for answers the server has not confirmed and for a submission it has not scored', () => {
    expect(hasUnsentData(unsentAnswers('a'))).toBe(true);
    expect(hasUnsentData(unscoredSubmission('a'))).toBe(true);
    expect(hasUnsentData(allSent('a'))).toBe(false);
    expect(hasUnsentData(scored('a'))).toBe(false);
  });
});

describe('settleAttempts at the end of a session', () => {
  it('removes what the server has and keeps the unsent attempts as the leaving student’s', () => {
    [unsentAnswers('a1'), unscoredSubmission('a2'), allSent('a3'), scored('a4')].forEach((record) => writeAttemptRecord(record));
    settleAttempts('ayse');
    expect(['a1', 'a2', 'a3', 'a4'].map((id) => readAttemptRecord(id) !== null)).toEqual([true, true, false, false]);
    expect(unsentAttempts('ayse').map((record) => record.attemptId).sort()).toEqual(['a1', 'a2']);
    expect(unsentAttempts('mehmet')).toEqual([]);
  });

  it('never hands one student’s unsent attempts to the next', () => {
    writeAttemptRecord(unsentAnswers('ayse-1'));
    settleAttempts('ayse');
    writeAttemptRecord(unsentAnswers('mehmet-1'));
    expect(unsentAttempts('mehmet').map((record) => record.attemptId)).toEqual(['mehmet-1']);
    settleAttempts('mehmet');
    expect(unsentAttempts('ayse').map((record) => record.attemptId)).toEqual(['ayse-1']);
    expect(unsentAttempts('mehmet').map((record) => record.attemptId)).toEqual(['mehmet-1']);
  });

  it('forgets whose an attempt was once it is sent and removed', () => {
    writeAttemptRecord(unsentAnswers('a1'));
    settleAttempts('ayse');
    writeAttemptRecord(allSent('a1'));
    settleAttempts('mehmet');
    expect(readAttemptRecord('a1')).toBeNull();
    expect(localStorage.getItem('exam_attempt_owners')).toBeNull();
  });
});
