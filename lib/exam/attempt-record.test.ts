import type { ExamAttempt } from '@/lib/types';
import {
  beginSubmission,
  closedOnServer,
  confirmSent,
  hasUnsentData,
  refuseAttempt,
  refuseEntries,
  withAnswers,
  withStored,
  confirmSubmitted,
  isAnswered,
  letGo,
  moveRecord,
  resumeRecord,
  settleSaved,
  submissionEntries,
  toggleFlag,
  unsentEntries,
  type AttemptRecord,
} from './attempt-record';
import { recordAnswer } from '@/lib/exam/__fixtures__/attempts';

const startedAt = '2026-05-01T10:00:00.000Z';
const t0 = Date.parse(startedAt);

function attempt(overrides: Partial<ExamAttempt> = {}): ExamAttempt {
  return {
    attemptId: 'a-1',
    examId: 9033,
    enrollmentId: 202,
    status: 'in-progress',
    startedAt,
    deadline: '2026-05-01T13:00:00.000Z',
    serverNow: startedAt,
    answers: {},
    solvedExamId: null,
    ...overrides,
  };
}

const fresh = () => resumeRecord(attempt(), null);

describe('answers on the device', () => {
  it('gives every answer a higher seq than the one before, at least the server time', () => {
    let record = fresh();
    record = recordAnswer(record, 1, 'A', t0);
    record = recordAnswer(record, 2, 'B', t0);
    record = recordAnswer(record, 1, 'C', t0 - 5000);
    const seqs = [record.answers[2]?.seq, record.answers[1]?.seq];
    expect(seqs).toEqual([t0 + 1, t0 + 2]);
    expect(record.lastSeq).toBe(t0 + 2);
    expect(record.answers[1]).toEqual({
      questionId: 1,
      answer: 'C',
      answeredAt: '2026-05-01T09:59:55.000Z',
      seq: t0 + 2,
    });
  });

  it('clears an answer with a null entry, which still has to be sent', () => {
    let record = recordAnswer(fresh(), 1, 'A', t0);
    record = confirmSent(record, unsentEntries(record));
    record = recordAnswer(record, 1, null, t0 + 1000);
    expect(isAnswered(record, 1)).toBe(false);
    expect(unsentEntries(record)).toEqual([
      { questionId: 1, answer: null, answeredAt: '2026-05-01T10:00:01.000Z', seq: t0 + 1000 },
    ]);
  });

  it('sends only what the server has not confirmed, oldest first', () => {
    let record = recordAnswer(fresh(), 1, 'A', t0);
    record = recordAnswer(record, 2, 'B', t0 + 10);
    const inFlight = unsentEntries(record);
    record = recordAnswer(record, 3, 'C', t0 + 20);
    record = confirmSent(record, inFlight);
    expect(unsentEntries(record).map((entry) => entry.questionId)).toEqual([3]);
    expect(confirmSent(record, [{ ...inFlight[0]!, seq: 1 }]).sentSeqs).toEqual(record.sentSeqs);
  });

  it('still sends another tab’s answer stored after this tab’s batch left, though its seq is lower', () => {
    let record = recordAnswer(fresh(), 2, 'B', t0 + 50);
    const batch = unsentEntries(record);
    record = withAnswers(record, [{ questionId: 1, answer: 'A', answeredAt: startedAt, seq: t0 }]);
    record = confirmSent(record, batch);
    expect(unsentEntries(record).map((entry) => entry.questionId)).toEqual([1]);
  });

  it('keeps the answer with the higher seq, as the server does', () => {
    const record = recordAnswer(fresh(), 1, 'C', t0 + 10);
    expect(withAnswers(record, [{ questionId: 1, answer: 'A', answeredAt: startedAt, seq: t0 }])).toBe(record);
    expect(
      withAnswers(record, [{ questionId: 1, answer: 'E', answeredAt: startedAt, seq: t0 + 11 }]).answers[1]?.answer,
    ).toBe('E');
  });

  it('flags and unflags a question for review', () => {
    const flagged = toggleFlag(fresh(), 7);
    expect(flagged.flagged).toEqual([7]);
    expect(toggleFlag(flagged, 7).flagged).toEqual([]);
  });
});

describe('resuming an attempt', () => {
  it('starts from the server’s answers, which are never sent back', () => {
    const record = resumeRecord(attempt({ answers: { '1': 'C', '2': null } }), null);
    expect(isAnswered(record, 1)).toBe(true);
    expect(isAnswered(record, 2)).toBe(false);
    expect(unsentEntries(record)).toEqual([]);
    expect(submissionEntries(record)).toEqual([]);
  });

  it('keeps the device’s unsent answers over the server’s: they are newer', () => {
    let device = recordAnswer(fresh(), 1, 'A', t0);
    device = confirmSent(device, unsentEntries(device));
    device = recordAnswer(device, 1, 'D', t0 + 100);
    device = recordAnswer(device, 2, 'E', t0 + 200);
    const record = resumeRecord(attempt({ answers: { '1': 'A' } }), device);
    expect(record.answers[1]?.answer).toBe('D');
    expect(record.answers[2]?.answer).toBe('E');
    expect(unsentEntries(record).map((entry) => entry.questionId)).toEqual([1, 2]);
    expect(record.lastSeq).toBe(device.lastSeq);
  });

  it('takes the server’s answer where a confirmed device answer was changed elsewhere since', () => {
    let device = recordAnswer(fresh(), 1, 'A', t0);
    device = recordAnswer(device, 2, 'B', t0 + 1);
    device = confirmSent(device, unsentEntries(device));
    const record = resumeRecord(attempt({ answers: { '1': 'C', '2': 'B' } }), device);
    expect(record.answers[1]).toMatchObject({ answer: 'C', seq: 0 });
    expect(record.answers[2]).toEqual(device.answers[2]);
  });

  it('keeps flags, position and a started submission', () => {
    let device = toggleFlag(fresh(), 4);
    device = beginSubmission({ ...device, currentQuestionId: 4 }, () => 'sub-1', startedAt);
    const record = resumeRecord(attempt(), device);
    expect(record.flagged).toEqual([4]);
    expect(record.currentQuestionId).toBe(4);
    expect(record.submission).toEqual({ id: 'sub-1', submittedAt: startedAt });
  });

  it('ignores what the device holds of another attempt', () => {
    const other: AttemptRecord = { ...recordAnswer(fresh(), 1, 'A', t0), attemptId: 'a-0' };
    const record = resumeRecord(attempt(), other);
    expect(record.answers).toEqual({});
    expect(record.lastSeq).toBe(0);
  });
});

describe('submitting exactly once', () => {
  it('makes the submission id once; every later call keeps it', () => {
    const makeId = jest.fn().mockReturnValueOnce('sub-1').mockReturnValueOnce('sub-2');
    const first = beginSubmission(fresh(), makeId, startedAt);
    const again = beginSubmission(first, makeId, '2026-05-01T10:30:00.000Z');
    expect(again.submission).toEqual({ id: 'sub-1', submittedAt: startedAt });
    expect(makeId).toHaveBeenCalledTimes(1);
  });

  it('submits every answer given on a device, sent or not', () => {
    let record = resumeRecord(attempt({ answers: { '9': 'E' } }), null);
    record = recordAnswer(record, 1, 'A', t0);
    record = confirmSent(record, unsentEntries(record));
    record = recordAnswer(record, 2, null, t0 + 1);
    expect(submissionEntries(record).map((entry) => [entry.questionId, entry.answer])).toEqual([
      [1, 'A'],
      [2, null],
    ]);
  });

  it('keeps only the result and the flags (for the summary) once the server confirms the submission', () => {
    const record = confirmSubmitted(toggleFlag(recordAnswer(fresh(), 1, 'A', t0), 1), 5001);
    expect(record.solvedExamId).toBe(5001);
    expect(unsentEntries(record)).toEqual([]);
    expect(record.answers).toEqual({});
    expect(record.flagged).toEqual([1]);
  });
});

describe('what the server refuses for good', () => {
  const answered = () => recordAnswer(recordAnswer(fresh(), 1, 'A', t0), 2, 'B', t0 + 1);

  it('is unsent while answers are not settled or a submission is not scored, never after', () => {
    const record = answered();
    expect(hasUnsentData(record)).toBe(true);
    const sent = confirmSent(record, unsentEntries(record));
    expect(hasUnsentData(sent)).toBe(false);
    const submitting = beginSubmission(sent, () => 'sub-1', startedAt);
    expect(hasUnsentData(submitting)).toBe(true);
    expect(hasUnsentData(confirmSubmitted(submitting, 5001))).toBe(false);
  });

  it('settles refused answers at once and keeps them, by question and choice, to be named', () => {
    let record = answered();
    const [first] = unsentEntries(record);
    record = refuseEntries(record, [first!], 'after-deadline');
    expect(unsentEntries(record).map((entry) => entry.questionId)).toEqual([2]);
    expect(record.notCounted).toEqual([{ questionId: 1, answer: 'A', reason: 'after-deadline' }]);
  });

  it('refuses every answer not taken when another device submitted, and then nothing waits', () => {
    let record = recordAnswer(fresh(), 1, 'A', t0);
    record = confirmSent(record, unsentEntries(record));
    record = recordAnswer(record, 2, 'C', t0 + 1);
    record = recordAnswer(record, 3, null, t0 + 2);
    const refused = refuseAttempt(record, 'submitted-elsewhere');
    expect(hasUnsentData(refused)).toBe(false);
    expect(refused.notCounted).toEqual([
      { questionId: 2, answer: 'C', reason: 'submitted-elsewhere' },
      { questionId: 3, answer: null, reason: 'submitted-elsewhere' },
    ]);
    // Refused again (an answer changed since), a question is named once, with its latest choice.
    const again = refuseAttempt(recordAnswer(refused, 2, 'D', t0 + 3), 'submitted-elsewhere');
    expect(again.notCounted).toEqual([
      { questionId: 3, answer: null, reason: 'submitted-elsewhere' },
      { questionId: 2, answer: 'D', reason: 'submitted-elsewhere' },
    ]);
  });

  it('drops a submission of an attempt gone from the server: it will never be scored', () => {
    const submitting = beginSubmission(answered(), () => 'sub-1', startedAt);
    const gone = refuseAttempt(submitting, 'gone');
    expect(gone.submission).toBeNull();
    expect(hasUnsentData(gone)).toBe(false);
    expect(gone.notCounted.map((answer) => [answer.questionId, answer.reason])).toEqual([
      [1, 'gone'],
      [2, 'gone'],
    ]);
  });

  it('scored elsewhere: what never reached the server did not count; with its own submission, all went with it', () => {
    const elsewhere = closedOnServer(answered(), 5001, 'sub-other');
    expect(elsewhere).toMatchObject({ solvedExamId: 5001, answers: {} });
    expect(elsewhere.notCounted.map((answer) => [answer.questionId, answer.answer])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    const own = closedOnServer(
      beginSubmission(answered(), () => 'sub-1', startedAt),
      5001,
      'sub-1',
    );
    expect(own).toMatchObject({ solvedExamId: 5001, notCounted: [] });
    expect(hasUnsentData(own)).toBe(false);
  });

  it('scored by another device’s submission that came first: what only this device had is named, though it submitted too', () => {
    let record = recordAnswer(fresh(), 1, 'A', t0);
    record = confirmSent(record, unsentEntries(record));
    record = beginSubmission(recordAnswer(record, 2, 'C', t0 + 1), () => 'sub-phone', startedAt);
    const scored = closedOnServer(record, 5001, 'sub-laptop');
    expect(scored).toMatchObject({ solvedExamId: 5001, submission: { id: 'sub-phone' } });
    expect(hasUnsentData(scored)).toBe(false);
    expect(scored.notCounted).toEqual([{ questionId: 2, answer: 'C', reason: 'submitted-elsewhere' }]);
    // A server that does not say whose submission counted is taken at its word that it was this one.
    expect(closedOnServer(record, 5001, null).notCounted).toEqual([]);
  });

  it('lets go of what waits when the student chose to, with nothing left to send or tell', () => {
    const dropped = letGo(beginSubmission(answered(), () => 'sub-1', startedAt));
    expect(hasUnsentData(dropped)).toBe(false);
    expect(dropped).toMatchObject({ submission: null, notCounted: [] });
  });

  it('settles a save: taken answers are sent, those stamped after the deadline are named', () => {
    const record = answered();
    const settled = settleSaved(record, unsentEntries(record), [{ questionId: 2 }]);
    expect(unsentEntries(settled)).toEqual([]);
    expect(settled.notCounted).toEqual([{ questionId: 2, answer: 'B', reason: 'after-deadline' }]);
  });
});

describe('answers of an attempt started offline, moved to the attempt the server had', () => {
  const server = attempt({ attemptId: 'a-1', deadline: '2026-05-01T13:30:00.000Z' });
  const offline = (answers: Array<[number, 'A' | 'B' | null, number]>, extra: Partial<AttemptRecord> = {}) => ({
    ...answers.reduce(
      (record, [questionId, answer, seq]) => withAnswers(record, [{ questionId, answer, seq, answeredAt: startedAt }]),
      resumeRecord(attempt({ attemptId: 'd-1', deadline: '2026-05-01T14:00:00.000Z' }), null),
    ),
    ...extra,
  });

  it('all stay unsent under the server’s id and deadline', () => {
    const from = offline(
      [
        [903301, 'A', 100],
        [903302, 'B', 101],
      ],
      { flagged: [903302] },
    );
    const moved = moveRecord(from, null, server);
    expect(moved).toMatchObject({ attemptId: 'a-1', deadline: server.deadline, sentSeqs: {}, lastSeq: 101 });
    expect(moved.flagged).toEqual([903302]);
    expect(unsentEntries(moved).map((entry) => entry.questionId)).toEqual([903301, 903302]);
  });

  it('meet what the device holds of that attempt by seq: the newer entry wins', () => {
    const from = offline([
      [903301, 'A', 100],
      [903302, 'B', 90],
    ]);
    const target = {
      ...withAnswers(resumeRecord(server, null), [
        { questionId: 903302, answer: null, seq: 95, answeredAt: startedAt },
        { questionId: 903303, answer: 'A', seq: 96, answeredAt: startedAt },
      ]),
      sentSeqs: { 903302: 50 },
      movedFrom: ['d-0'],
    };
    const moved = moveRecord(from, target, server);
    expect(moved.answers[903301]?.answer).toBe('A');
    expect(moved.answers[903302]?.answer).toBeNull();
    expect(moved.answers[903303]?.answer).toBe('A');
    expect(moved.sentSeqs).toEqual({ 903302: 50 });
    expect(moved.lastSeq).toBe(100);
    expect(moved.movedFrom).toEqual(['d-0']);
  });

  it('into an attempt scored elsewhere: not taken for sent, so the screen can name them', () => {
    const scored = attempt({ status: 'submitted', solvedExamId: 5001 });
    const moved = moveRecord(offline([[903301, 'A', 100]]), null, scored);
    expect(moved.solvedExamId).toBeNull();
    expect(hasUnsentData(moved)).toBe(true);
    expect(closedOnServer(moved, 5001, 'sub-other').notCounted).toEqual([
      { questionId: 903301, answer: 'A', reason: 'submitted-elsewhere' },
    ]);
  });
});

describe('a tab taking in what is stored', () => {
  it('shows other tabs’ answers and keeps its own answers not stored yet, its position and a submission', () => {
    const memory = { ...recordAnswer(fresh(), 1, 'A', t0 + 10), currentQuestionId: 1 };
    const pending = memory.answers[1]!;
    const stored = beginSubmission(toggleFlag(recordAnswer(fresh(), 2, 'B', t0 + 5), 2), () => 'sub-9', startedAt);
    const shown = withStored(memory, stored, [pending], false);
    expect(Object.values(shown.answers).map((entry) => [entry.questionId, entry.answer])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(shown).toMatchObject({ currentQuestionId: 1, flagged: [2], submission: { id: 'sub-9' }, lastSeq: t0 + 10 });
  });

  it('keeps its own flags while its writes are still running or failing, and never forgets a confirmation', () => {
    const memory = confirmSent(toggleFlag(recordAnswer(fresh(), 1, 'A', t0), 7), [
      { questionId: 1, answer: 'A', answeredAt: startedAt, seq: t0 },
    ]);
    const stored = recordAnswer(fresh(), 1, 'A', t0);
    const shown = withStored(memory, stored, [], true);
    expect(shown.flagged).toEqual([7]);
    expect(unsentEntries(shown)).toEqual([]);
  });
});
