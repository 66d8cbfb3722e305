import { ApiError } from '@/lib/api/api-error';
import type { Exam, ExamAttempt } from '@/lib/types';
import type { AttemptRecord } from './attempt-record';
import { openExamAttempt, recordToOpen, type OpeningDeps } from './attempt-opening';
import { keptFromServer, type KeptAttempt } from './kept-attempts';

const paper = { id: 9049, durationSeconds: 20 } as Exam;
const serverAttempt: ExamAttempt = {
  attemptId: 'a-1',
  examId: 9049,
  enrollmentId: 202,
  status: 'in-progress',
  startedAt: '2026-05-01T10:00:00.000Z',
  deadline: '2026-05-01T10:00:20.000Z',
  serverNow: '2026-05-01T10:00:05.000Z',
  answers: {},
  solvedExamId: null,
};
const clock = { offsetMs: 1500, roundTripMs: 40 };
const noResponse = new ApiError('no-response', 'No response from server');
const now = Date.parse('2026-05-01T11:00:00Z');

function deps(overrides: Partial<OpeningDeps> = {}) {
  const kept: KeptAttempt[] = [];
  const moved: Array<[string, string]> = [];
  const offlineStarts: unknown[] = [];
  const value: OpeningDeps = {
    startOnServer: async (offlineStart) => {
      offlineStarts.push(offlineStart);
      return { attempt: serverAttempt, clock };
    },
    readKeptAttempt: async () => null,
    keepAttempt: async (attempt) => void kept.push(attempt),
    readKeptPaper: async () => null,
    moveAnswers: async (from, to) => void moved.push([from, to.attemptId]),
    newAttemptId: () => 'd-new',
    enrollmentId: 202,
    now: () => now,
    serverBudgetMs: 2500,
    onServerBack: () => undefined,
    retake: false,
    ...overrides,
  };
  return { value, kept, moved, offlineStarts };
}

describe('opening an exam attempt', () => {
  it('online, takes the server’s attempt and keeps it with the clock offset', async () => {
    const { value, kept, offlineStarts } = deps();
    await expect(openExamAttempt(value)).resolves.toEqual({
      attempt: serverAttempt,
      clock,
      source: 'server',
      onServer: true,
    });
    expect(offlineStarts).toEqual([null]);
    expect(kept).toEqual([keptFromServer(serverAttempt, clock)]);
  });

  it('without a connection, reopens the kept attempt with the kept offset', async () => {
    const kept = keptFromServer(serverAttempt, clock);
    const { value } = deps({ startOnServer: () => Promise.reject(noResponse), readKeptAttempt: async () => kept });
    const started = await openExamAttempt(value);
    expect(started).toMatchObject({ attempt: serverAttempt, source: 'device', onServer: true });
    expect(started.clock.offsetMs).toBe(1500);
  });

  it('shows what the server answered (404, 500 …) instead of the kept copy', async () => {
    const notFound = new ApiError('request', 'Not found', 404);
    const { value } = deps({
      startOnServer: () => Promise.reject(notFound),
      readKeptAttempt: async () => keptFromServer(serverAttempt, clock),
    });
    await expect(openExamAttempt(value)).rejects.toBe(notFound);
  });

  it('without a connection and with a kept paper, starts on the device and keeps that before showing it', async () => {
    const { value, kept } = deps({ startOnServer: () => Promise.reject(noResponse), readKeptPaper: async () => paper });
    const started = await openExamAttempt(value);
    expect(started).toMatchObject({
      attempt: { attemptId: 'd-new', startedAt: '2026-05-01T11:00:00.000Z', deadline: '2026-05-01T11:00:20.000Z' },
      source: 'device',
      onServer: false,
    });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ onServer: false, attempt: { attemptId: 'd-new' } });
  });

  it('retaking without a connection: the submitted attempt kept on the device is never reopened, nor a new one started', async () => {
    const submitted = keptFromServer({ ...serverAttempt, status: 'submitted', solvedExamId: 4001 }, clock);
    const { value, kept } = deps({
      startOnServer: () => Promise.reject(noResponse),
      readKeptAttempt: async () => submitted,
      readKeptPaper: async () => paper,
      retake: true,
    });
    await expect(openExamAttempt(value)).rejects.toBe(noResponse);
    expect(kept).toEqual([]);
  });

  it('without a connection, nothing kept: the error stands', async () => {
    const { value } = deps({ startOnServer: () => Promise.reject(noResponse) });
    await expect(openExamAttempt(value)).rejects.toBe(noResponse);
  });

  it('back online, creates the attempt started offline under its id and start time', async () => {
    const offline = { ...keptFromServer({ ...serverAttempt, attemptId: 'd-1' }, clock), onServer: false };
    const created = { ...serverAttempt, attemptId: 'd-1' };
    const { value, kept, moved, offlineStarts } = deps({
      readKeptAttempt: async () => offline,
      startOnServer: async (offlineStart) => {
        offlineStarts.push(offlineStart);
        return { attempt: created, clock };
      },
    });
    await expect(openExamAttempt(value)).resolves.toMatchObject({ attempt: created, source: 'server', onServer: true });
    expect(offlineStarts).toEqual([{ attemptId: 'd-1', startedAt: serverAttempt.startedAt }]);
    expect(moved).toEqual([]);
    expect(kept).toEqual([keptFromServer(created, clock)]);
  });

  it('back online, moves the answers when the server had an attempt of its own', async () => {
    const offline = { ...keptFromServer({ ...serverAttempt, attemptId: 'd-1' }, clock), onServer: false };
    const { value, moved } = deps({ readKeptAttempt: async () => offline });
    await expect(openExamAttempt(value)).resolves.toMatchObject({ attempt: serverAttempt, source: 'server' });
    expect(moved).toEqual([['d-1', 'a-1']]);
  });

  it('opens online even when the device cannot read or keep its copy', async () => {
    const { value } = deps({
      readKeptAttempt: () => Promise.reject(new Error('IndexedDB is not available')),
      keepAttempt: () => Promise.reject(new Error('QuotaExceededError')),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(openExamAttempt(value)).resolves.toMatchObject({ source: 'server' });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('opening an exam attempt with the server silent (lie-fi)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A server start that answers only when the test says. */
  function heldServer() {
    let answer: (value: { attempt: ExamAttempt; clock: typeof clock }) => void = () => undefined;
    const asked: unknown[] = [];
    const startOnServer = (offlineStart: unknown) => {
      asked.push(offlineStart);
      return new Promise<{ attempt: ExamAttempt; clock: typeof clock }>((resolve) => (answer = resolve));
    };
    return { startOnServer, asked, answer: () => answer({ attempt: serverAttempt, clock }) };
  }

  /** What `promise` resolved to once `ms` passed and the device's reads and writes (promises) ran, or 'waiting'. */
  async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'waiting'> {
    let settled: { value: T } | null = null;
    void promise.then((value) => (settled = { value }));
    await jest.advanceTimersByTimeAsync(ms);
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    return settled === null ? 'waiting' : (settled as { value: T }).value;
  }

  it('starts from the kept paper once the budget passes, then asks the server again when it answers', async () => {
    const server = heldServer();
    const onServerBack = jest.fn();
    const { value, kept } = deps({
      startOnServer: server.startOnServer,
      readKeptPaper: async () => paper,
      onServerBack,
    });
    const opening = openExamAttempt(value);
    expect(await within(opening, 2499)).toBe('waiting');
    expect(await within(opening, 1)).toMatchObject({
      attempt: { attemptId: 'd-new', startedAt: '2026-05-01T11:00:00.000Z' },
      source: 'device',
      onServer: false,
    });
    expect(kept).toHaveLength(1);
    expect(server.asked).toEqual([null]);
    expect(onServerBack).not.toHaveBeenCalled();

    server.answer();
    await jest.advanceTimersByTimeAsync(0);
    expect(onServerBack).toHaveBeenCalledTimes(1);
    // The late answer is not taken as it is: asked again, the server gets the device's attempt to create or match.
    expect(kept).toHaveLength(1);
  });

  it('reopens the kept attempt after the budget, not the request deadline', async () => {
    const keptAttempt = keptFromServer(serverAttempt, clock);
    const server = heldServer();
    const { value } = deps({ startOnServer: server.startOnServer, readKeptAttempt: async () => keptAttempt });
    expect(await within(openExamAttempt(value), 2500)).toMatchObject({ attempt: serverAttempt, source: 'device' });
  });

  it('retaking a submitted exam waits for the server: the submitted attempt kept on the device is no new one', async () => {
    const submitted = keptFromServer({ ...serverAttempt, status: 'submitted', solvedExamId: 4001 }, clock);
    const server = heldServer();
    const { value } = deps({
      startOnServer: server.startOnServer,
      readKeptAttempt: async () => submitted,
      readKeptPaper: async () => paper,
      retake: true,
    });
    const opening = openExamAttempt(value);
    expect(await within(opening, 10_000)).toBe('waiting');
    server.answer();
    await expect(opening).resolves.toMatchObject({ attempt: serverAttempt, source: 'server' });
  });

  it('retaking with only the paper kept waits for the server too: a relaunch could not resume a device attempt as a retake', async () => {
    const server = heldServer();
    const { value, kept } = deps({
      startOnServer: server.startOnServer,
      readKeptPaper: async () => paper,
      retake: true,
    });
    const opening = openExamAttempt(value);
    expect(await within(opening, 10_000)).toBe('waiting');
    expect(kept).toEqual([]);
    server.answer();
    await expect(opening).resolves.toMatchObject({ attempt: serverAttempt, source: 'server' });
  });

  it('with nothing on the device, waits for the server as long as it takes', async () => {
    const server = heldServer();
    const onServerBack = jest.fn();
    const { value } = deps({ startOnServer: server.startOnServer, onServerBack });
    const opening = openExamAttempt(value);
    expect(await within(opening, 10_000)).toBe('waiting');
    server.answer();
    await expect(opening).resolves.toMatchObject({ attempt: serverAttempt, source: 'server' });
    expect(onServerBack).not.toHaveBeenCalled();
  });

  it('takes a server that answers within the budget, leaving no timer behind', async () => {
    const { value } = deps({ readKeptPaper: async () => paper });
    await expect(openExamAttempt(value)).resolves.toMatchObject({ source: 'server' });
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('the record an attempt opens with', () => {
  const stored: AttemptRecord = {
    attemptId: 'a-1',
    examId: 9049,
    enrollmentId: 202,
    deadline: serverAttempt.deadline,
    lastSeq: 7,
    sentSeqs: { 904901: 7 },
    answers: { 904901: { questionId: 904901, answer: 'A', answeredAt: serverAttempt.startedAt, seq: 7 } },
    flagged: [],
    currentQuestionId: 904901,
    submission: null,
    solvedExamId: null,
    notCounted: [],
  };

  it('from the device: the device’s record as it is, though the kept attempt never heard of its sent answers', () => {
    expect(recordToOpen({ attempt: serverAttempt, clock, source: 'device', onServer: true }, stored)).toBe(stored);
  });

  it('from the server: the server’s word for what it confirmed', () => {
    const opened = recordToOpen(
      { attempt: { ...serverAttempt, answers: { 904901: 'B' } }, clock, source: 'server', onServer: true },
      stored,
    );
    expect(opened.answers[904901]?.answer).toBe('B');
  });

  it('from the device, when another tab moved its answers into the server’s attempt: the record they moved into', () => {
    const movedInto = { ...stored, movedFrom: ['d-1'] };
    const offline = { ...serverAttempt, attemptId: 'd-1' };
    expect(recordToOpen({ attempt: offline, clock, source: 'device', onServer: false }, movedInto)).toBe(movedInto);
  });

  it('from the device with nothing stored: the kept attempt', () => {
    expect(recordToOpen({ attempt: serverAttempt, clock, source: 'device', onServer: false }, null)).toMatchObject({
      attemptId: 'a-1',
      deadline: serverAttempt.deadline,
      answers: {},
    });
  });
});
