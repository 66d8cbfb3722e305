import 'fake-indexeddb/auto';
import { saveSession } from '@/lib/session/session';
import type { AttemptRecord } from '@/lib/exam/attempt-record';
import { readAttemptRecords, removeAttemptRecord, writeAttemptRecord } from '@/lib/exam/attempt-storage';
import { queueWrite } from '@/lib/offline/stored-write-queue';
import type { Enrollment } from '@/lib/types';
import { settleAttempts } from './exam-records';
import { hasUnsentWork, readUnsentWork, unsentExam } from './unsent-work';

const deadline = new Date(Date.now() + 3600_000).toISOString();
const record: AttemptRecord = {
  attemptId: 'att-1',
  examId: 8001,
  enrollmentId: 31,
  deadline,
  lastSeq: 3,
  sentSeqs: {},
  answers: { 1: { questionId: 1, answer: 'B', answeredAt: deadline, seq: 3 } },
  flagged: [],
  currentQuestionId: null,
  submission: null,
  solvedExamId: null,
  notCounted: [],
};

const enrollment = (courseType: string): Enrollment => ({
  id: 31,
  courseID: 301,
  course: {
    id: 301,
    name: 'Deneme',
    courseRef: 1,
    courseType: { name: courseType },
    courseSections: [
      {
        id: 1,
        name: 'S',
        order: 1,
        courseTopics: [{ id: 2, name: 'T', order: 1, materials: [{ id: 8001, name: 'Deneme 1', type: 'exam' }] }],
      },
    ],
  },
});

beforeEach(async () => {
  localStorage.clear();
  await Promise.all((await readAttemptRecords()).map((stored) => removeAttemptRecord(stored.attemptId)));
});

describe('unsentExam', () => {
  it('names the exam and links the screen of its exam type', () => {
    expect(unsentExam(record, [enrollment('E-YDS Deneme Sınavı')])).toEqual({
      attemptId: 'att-1',
      name: 'Deneme 1',
      href: '/SinaviCoz/8001/31',
    });
    expect(unsentExam(record, [enrollment('E-Yökdil Deneme Sınavı')]).href).toBe('/SinaviCozYokdil/8001/31');
  });

  it('falls back to the exam id without a link when the enrollment is gone', () => {
    expect(unsentExam(record, [])).toEqual({ attemptId: 'att-1', name: '#8001', href: null });
  });
});

describe('readUnsentWork', () => {
  it('counts the student’s queued writes and unsent attempts, not another student’s', async () => {
    saveSession({ accessToken: 't', idToken: null, refreshToken: null }, { FirstName: 'A', LastName: 'Y', Id: 'ayse' });
    queueWrite({ kind: 'notification-read', notificationId: 302 });
    await writeAttemptRecord(record);
    const ayse = await readUnsentWork('ayse', [enrollment('E-YDS Deneme Sınavı')]);
    expect(ayse).toEqual({ writes: 1, exams: [{ attemptId: 'att-1', name: 'Deneme 1', href: '/SinaviCoz/8001/31' }] });
    expect(hasUnsentWork(ayse)).toBe(true);

    await settleAttempts('ayse');
    const mehmet = await readUnsentWork('mehmet', []);
    expect(mehmet).toEqual({ writes: 0, exams: [] });
    expect(hasUnsentWork(mehmet)).toBe(false);
  });
});
