import 'fake-indexeddb/auto';
import type { Exam } from '@/lib/types';
import { inProgressAttempt } from '@/lib/exam/__fixtures__/attempts';
import { remainingMs } from './clock';
import { getAllKept, putKept } from './exam-device-db';
import {
  examsInProgressOnDevice,
  forgetKeptExams,
  isKeptAttempt,
  keepAttempt,
  keptClock,
  keptFromServer,
  keptSubmitted,
  startOnDevice,
} from './kept-attempts';

const exam = { id: 9049, durationSeconds: 20 } as Exam;
const serverAttempt = inProgressAttempt;

describe('an attempt started on the device', () => {
  it('starts now in server time and ends the exam’s duration later, like the server’s rule', () => {
    const attempt = startOnDevice(exam, 202, 'd-1', Date.parse('2026-05-01T10:00:00Z'));
    expect(attempt).toEqual({
      attemptId: 'd-1',
      examId: 9049,
      enrollmentId: 202,
      status: 'in-progress',
      startedAt: '2026-05-01T10:00:00.000Z',
      deadline: '2026-05-01T10:00:20.000Z',
      serverNow: '2026-05-01T10:00:00.000Z',
      answers: {},
      solvedExamId: null,
    });
  });
});

describe('an attempt reopened from the device', () => {
  it('keeps the clock offset measured online, so the time left is the server’s deadline minus server time', () => {
    // The device clock is 5 minutes behind the server's.
    const offsetMs = 5 * 60_000;
    const kept = keptFromServer(serverAttempt, { offsetMs, roundTripMs: 80 });
    expect(isKeptAttempt(JSON.parse(JSON.stringify(kept)))).toBe(true);
    const clock = keptClock(JSON.parse(JSON.stringify(kept)));
    expect(clock.offsetMs).toBe(offsetMs);
    const deviceNow = Date.parse('2026-05-01T12:55:00Z') - offsetMs;
    expect(remainingMs(serverAttempt.deadline, clock.offsetMs, deviceNow)).toBe(5 * 60_000);
  });

  it('lets any new measurement of the clock win over the kept one', () => {
    expect(keptClock(keptFromServer(serverAttempt, { offsetMs: 10, roundTripMs: 20 })).roundTripMs).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('is refused when damaged', () => {
    const kept = keptFromServer(serverAttempt, { offsetMs: 0, roundTripMs: 1 });
    expect(isKeptAttempt({ ...kept, key: '9033/203' })).toBe(false);
    expect(isKeptAttempt({ ...kept, clockOffsetMs: null })).toBe(false);
    expect(isKeptAttempt({ ...kept, onServer: 'yes' })).toBe(false);
    expect(isKeptAttempt({ ...kept, attempt: { ...serverAttempt, deadline: 'soon' } })).toBe(false);
  });

  it('leads to the summary once scored', () => {
    const kept = keptSubmitted(keptFromServer(serverAttempt, { offsetMs: 0, roundTripMs: 1 }), 5001);
    expect(kept.attempt).toMatchObject({ status: 'submitted', solvedExamId: 5001 });
    expect(isKeptAttempt(kept)).toBe(true);
  });
});

describe('the end of a student’s session on the device', () => {
  it('removes the kept papers and the attempts the server has, keeps those it lacks with their papers', async () => {
    const clock = { offsetMs: 0, roundTripMs: 50 };
    const onServer = (attemptId: string, examId: number) =>
      keptFromServer({ ...serverAttempt, attemptId, examId }, clock);
    await keepAttempt(onServer('unsent', 9033));
    await keepAttempt(onServer('sent', 9034));
    await keepAttempt({ ...onServer('d-1', 9035), onServer: false });
    for (const key of ['9033/202', '9034/202', '9035/202', '9049/202']) await putKept('papers', { key });

    await forgetKeptExams(new Set(['unsent']));

    const keys = async (store: 'papers' | 'attempts') =>
      ((await getAllKept(store)) as Array<{ key: string }>).map((kept) => kept.key).sort();
    expect(await keys('attempts')).toEqual(['9033/202', '9035/202']);
    expect(await keys('papers')).toEqual(['9033/202', '9035/202']);
  });
});

describe('exams in progress on the device', () => {
  it('lists the exams whose kept attempt is still open, not the submitted ones', async () => {
    const clock = { offsetMs: 0, roundTripMs: 50 };
    await keepAttempt(keptFromServer({ ...serverAttempt, attemptId: 'open', examId: 9041 }, clock));
    await keepAttempt(keptSubmitted(keptFromServer({ ...serverAttempt, attemptId: 'done', examId: 9040 }, clock), 7));
    const inProgress = await examsInProgressOnDevice();
    expect(inProgress).toContain('9041/202');
    expect(inProgress).not.toContain('9040/202');
  });
});
