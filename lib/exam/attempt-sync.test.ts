import 'fake-indexeddb/auto';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { ApiError } from '@/lib/api/api-error';
import type { SavedAnswers, SubmittedAttempt } from '@/lib/types';
import { hasUnsentData, moveRecord, newAnswer, resumeRecord, unsentEntries, withAnswers } from './attempt-record';
import {
  moveAttemptRecord,
  readAttemptRecord,
  readAttemptRecords,
  removeAttemptRecord,
  updateAttemptRecord,
} from './attempt-storage';
import { createAttemptSync, type AttemptSyncOptions, type ExamServer } from './attempt-sync';
import { inProgressAttempt } from '@/lib/exam/__fixtures__/attempts';

const start = Date.parse('2026-05-01T10:00:00.000Z');
const attempt = inProgressAttempt;

const saved = (): SavedAnswers => ({ accepted: [], rejected: [], serverNow: new Date(Date.now()).toISOString() });
const submitted: SubmittedAttempt = { solvedExamId: 5001, status: 'submitted' };

function fakeServer() {
  return {
    saveAnswers: jest.fn<ReturnType<ExamServer['saveAnswers']>, Parameters<ExamServer['saveAnswers']>>(async () =>
      saved(),
    ),
    submit: jest.fn<ReturnType<ExamServer['submit']>, Parameters<ExamServer['submit']>>(async () => submitted),
  };
}

let online = true;
let ids = 0;

/** Opens the attempt as the exam screen does: what the device kept, resumed against the server's attempt. */
async function openSync(server = fakeServer(), overrides: Partial<AttemptSyncOptions> = {}) {
  const stored = await readAttemptRecord('a-1');
  const sync = createAttemptSync({
    record: resumeRecord(attempt, stored),
    reconcile: (current) => resumeRecord(attempt, current),
    clock: { offsetMs: 0, roundTripMs: 100 },
    server,
    isOnline: () => online,
    makeSubmissionId: () => `sub-${++ids}`,
    onSubmitted: jest.fn(),
    onAttemptRefused: jest.fn(),
    ...overrides,
  });
  const stop = sync.start();
  await settle();
  return { sync, server, stop };
}

/**
 * IndexedDB (fake-indexeddb) works on the real event loop, beside Jest's fake timers: lets its
 * transactions complete and the promises waiting on them settle.
 */
const realSetImmediate = (Node.constructor('return setImmediate') as () => (callback: () => void) => void)();
async function settle() {
  for (let turn = 0; turn < 40; turn += 1) await new Promise<void>((resolve) => realSetImmediate(resolve));
  await jest.advanceTimersByTimeAsync(0);
}

/** Lets timers fire, and the device writes and promises they start settle. */
async function advance(ms: number) {
  await settle();
  await jest.advanceTimersByTimeAsync(ms);
  await settle();
}

describe('bringing answers to the server', () => {
  beforeEach(async () => {
    await removeAttemptRecord('a-1');
    jest.useFakeTimers({ now: start });
    online = true;
    ids = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('an answer a reload cut off before its disk write is shown and stored by the next page of the tab', async () => {
    const first = await openSync(fakeServer(), { isOnline: () => false });
    first.sync.answer(3, 'D');
    const journal = sessionStorage.getItem('exam_unstored_answers');
    expect(journal).not.toBeNull();
    first.stop();
    await settle();
    // As if the page had gone before its transaction reached the disk.
    await removeAttemptRecord('a-1');
    sessionStorage.setItem('exam_unstored_answers', journal ?? '');

    const second = await openSync();
    expect(second.sync.getSnapshot().record.answers[3]?.answer).toBe('D');
    await settle();
    expect((await readAttemptRecord('a-1'))?.answers[3]?.answer).toBe('D');
    expect(sessionStorage.getItem('exam_unstored_answers')).toBeNull();
  });

  it('stores each answer at once and sends answers given close together in one batch', async () => {
    const { sync, server } = await openSync();
    sync.answer(1, 'A');
    expect(sync.getSnapshot().record.answers[1]?.answer).toBe('A');
    expect(sync.getSnapshot().status).toBe('saving');
    await settle();
    expect((await readAttemptRecord('a-1'))?.answers[1]?.answer).toBe('A');
    expect(sync.getSnapshot().status).toBe('sending');
    await advance(100);
    sync.answer(2, 'B');
    sync.answer(1, 'C');
    expect(sync.getSnapshot().status).toBe('saving');
    await advance(400);
    expect(server.saveAnswers).toHaveBeenCalledTimes(1);
    const [, entries] = server.saveAnswers.mock.calls[0] ?? [];
    expect(entries?.map((entry) => [entry.questionId, entry.answer])).toEqual([
      [2, 'B'],
      [1, 'C'],
    ]);
    expect(sync.getSnapshot().status).toBe('saved');
    const stored = await readAttemptRecord('a-1');
    expect(stored && unsentEntries(stored)).toEqual([]);
  });

  it('tells the screen which news is the student’s own answer and flag, and which is the device’s and the server’s', async () => {
    const { sync } = await openSync();
    const heard: [string, string][] = [];
    sync.subscribe((change) => heard.push([change, sync.getSnapshot().status]));
    sync.answer(1, 'A');
    sync.toggleFlag(1);
    expect(heard).toEqual([
      ['student', 'saving'],
      ['student', 'saving'],
    ]);
    await advance(400);
    expect(heard.slice(2).map(([change]) => change)).not.toContain('student');
    expect(heard.at(-1)).toEqual(['background', 'saved']);
  });

  it('sends an answer given while a batch is on its way with the next batch', async () => {
    const server = fakeServer();
    let release: () => void = () => {};
    server.saveAnswers.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(saved()))));
    const { sync } = await openSync(server);
    sync.answer(1, 'A');
    await advance(400);
    sync.answer(2, 'B');
    release();
    await advance(400);
    expect(server.saveAnswers.mock.calls.map(([, entries]) => entries.map((entry) => entry.questionId))).toEqual([
      [1],
      [2],
    ]);
  });

  it('keeps answering offline and sends everything once the connection returns', async () => {
    online = false;
    const { sync, server } = await openSync();
    sync.answer(1, 'A');
    sync.answer(2, 'B');
    await advance(2000);
    expect(server.saveAnswers).not.toHaveBeenCalled();
    expect(sync.getSnapshot().status).toBe('offline');
    online = true;
    sync.retryNow();
    await advance(0);
    expect(server.saveAnswers).toHaveBeenCalledTimes(1);
    expect(server.saveAnswers.mock.calls[0]?.[1]).toHaveLength(2);
    expect(sync.getSnapshot().status).toBe('saved');
  });

  it('retries quietly with backoff while the server fails, keeping the answers', async () => {
    const server = fakeServer();
    server.saveAnswers
      .mockRejectedValueOnce(new ApiError('server', 'Server error', 500))
      .mockRejectedValueOnce(new ApiError('no-response', 'No response from server'));
    const { sync } = await openSync(server);
    sync.answer(1, 'A');
    await advance(400);
    expect(sync.getSnapshot().status).toBe('retrying');
    await advance(999);
    expect(server.saveAnswers).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(sync.getSnapshot().status).toBe('offline');
    await advance(2000);
    expect(server.saveAnswers).toHaveBeenCalledTimes(3);
    expect(server.saveAnswers.mock.calls[2]?.[1].map((entry) => entry.answer)).toEqual(['A']);
    expect(sync.getSnapshot().status).toBe('saved');
  });

  it('resumes after a reload with the unsent answers and sends them', async () => {
    online = false;
    const first = await openSync();
    first.sync.answer(1, 'D');
    first.stop();
    online = true;
    const { server, sync } = await openSync();
    expect(sync.getSnapshot().record.answers[1]?.answer).toBe('D');
    await advance(0);
    expect(server.saveAnswers.mock.calls[0]?.[1].map((entry) => entry.answer)).toEqual(['D']);
  });

  it('refuses answers once the deadline has passed', async () => {
    const { sync, server } = await openSync();
    jest.setSystemTime(Date.parse(attempt.deadline));
    expect(sync.answer(1, 'A')).toBe(false);
    await advance(1000);
    expect(server.saveAnswers).not.toHaveBeenCalled();
    expect((await readAttemptRecord('a-1'))?.answers).toEqual({});
  });

  it('settles the attempt at once when the server says another device submitted it, then hands over', async () => {
    const server = fakeServer();
    server.saveAnswers.mockRejectedValueOnce(new ApiError('request', 'Attempt already submitted', 409));
    const onAttemptRefused = jest.fn();
    const { sync } = await openSync(server, { onAttemptRefused });
    sync.answer(1, 'A');
    sync.answer(2, 'B');
    await advance(5000);
    expect(onAttemptRefused).toHaveBeenCalledTimes(1);
    expect(server.saveAnswers).toHaveBeenCalledTimes(1);
    // On the device's disk before the hand-over: nothing waits, and each refused answer is named.
    const stored = await readAttemptRecord('a-1');
    expect(stored && hasUnsentData(stored)).toBe(false);
    expect(stored?.notCounted).toEqual([
      { questionId: 1, answer: 'A', reason: 'submitted-elsewhere' },
      { questionId: 2, answer: 'B', reason: 'submitted-elsewhere' },
    ]);
    expect(sync.getSnapshot().status).toBe('closedElsewhere');
    expect(sync.answer(3, 'C')).toBe(false);
  });

  it('retries an attempt the server does not find, and asks the server what became of it', async () => {
    const server = fakeServer();
    server.saveAnswers.mockRejectedValueOnce(new ApiError('request', 'Not found', 404));
    const onAttemptRefused = jest.fn();
    const { sync } = await openSync(server, { onAttemptRefused });
    sync.answer(1, 'A');
    await advance(400);
    expect(onAttemptRefused).toHaveBeenCalledTimes(1);
    expect(sync.getSnapshot().status).toBe('retrying');
    const stored = await readAttemptRecord('a-1');
    expect(stored && hasUnsentData(stored)).toBe(true);
    await advance(1000);
    expect(server.saveAnswers).toHaveBeenCalledTimes(2);
    expect(sync.getSnapshot().status).toBe('saved');
  });

  it('settles and names an answer the server refused as given after the deadline', async () => {
    const server = fakeServer();
    server.saveAnswers.mockImplementationOnce(async () => ({
      ...saved(),
      accepted: [1],
      rejected: [{ questionId: 2, reason: 'after-deadline' }],
    }));
    const { sync } = await openSync(server);
    sync.answer(1, 'A');
    sync.answer(2, 'E');
    await advance(400);
    expect(server.saveAnswers).toHaveBeenCalledTimes(1);
    const stored = await readAttemptRecord('a-1');
    expect(stored && unsentEntries(stored)).toEqual([]);
    expect(stored?.notCounted).toEqual([{ questionId: 2, answer: 'E', reason: 'after-deadline' }]);
  });
});

describe('a device that cannot store the answers', () => {
  let put: jest.SpyInstance;
  beforeEach(async () => {
    await removeAttemptRecord('a-1');
    jest.useFakeTimers({ now: start });
    online = true;
  });
  afterEach(() => {
    put?.mockRestore();
    jest.useRealTimers();
  });

  const fillStorage = () =>
    (put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }));

  it('says so at once, keeps the answer chosen and still sends it; "All answers sent" once the server has it', async () => {
    const { sync, server } = await openSync();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fillStorage();
    sync.answer(1, 'A');
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ storageFull: true, status: 'notStored' });
    expect(sync.getSnapshot().record.answers[1]?.answer).toBe('A');
    await advance(400);
    expect(server.saveAnswers.mock.calls[0]?.[1].map((entry) => entry.answer)).toEqual(['A']);
    expect(sync.getSnapshot().status).toBe('saved');
    expect(sync.getSnapshot().record.answers[1]?.answer).toBe('A');
    expect(await readAttemptRecord('a-1')).not.toHaveProperty('answers.1');

    online = false;
    sync.answer(2, 'B');
    await advance(400);
    expect(sync.getSnapshot().status).toBe('notStoredOffline');

    put.mockRestore();
    sync.answer(3, 'C');
    await settle();
    expect(sync.getSnapshot().storageFull).toBe(false);
    const stored = await readAttemptRecord('a-1');
    expect(Object.values(stored?.answers ?? {}).map((entry) => entry.answer)).toEqual(['A', 'B', 'C']);
  });
});

describe('two tabs on one attempt', () => {
  beforeEach(async () => {
    await removeAttemptRecord('a-1');
    jest.useFakeTimers({ now: start });
    online = true;
  });
  afterEach(() => jest.useRealTimers());

  it('answers given in both within the same moment all reach the server and both tabs', async () => {
    const server = fakeServer();
    const first = await openSync(server);
    const second = await openSync(server);
    for (let round = 0; round < 10; round += 1) {
      first.sync.answer(round * 2 + 1, 'A');
      second.sync.answer(round * 2 + 2, 'B');
      await advance(round % 3 === 0 ? 0 : 450);
    }
    await advance(1000);
    await Promise.all([first.sync.adoptStored(), second.sync.adoptStored()]);
    const onServer = new Set(
      server.saveAnswers.mock.calls.flatMap(([, entries]) => entries.map((entry) => entry.questionId)),
    );
    expect(onServer.size).toBe(20);
    for (const tab of [first, second]) {
      expect(Object.keys(tab.sync.getSnapshot().record.answers)).toHaveLength(20);
      expect(tab.sync.getSnapshot().status).toBe('saved');
    }
  });
});

describe('submitting exactly once', () => {
  beforeEach(async () => {
    await removeAttemptRecord('a-1');
    jest.useFakeTimers({ now: start });
    online = true;
    ids = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('stores the submission id before the request and reuses it on a double tap', async () => {
    const server = fakeServer();
    server.submit.mockImplementation(async () => {
      expect((await readAttemptRecord('a-1'))?.submission?.id).toBe('sub-1');
      return submitted;
    });
    const onSubmitted = jest.fn();
    const { sync } = await openSync(server, { onSubmitted });
    sync.answer(1, 'A');
    await Promise.all([sync.submit(), sync.submit()]);
    await advance(0);
    expect(server.submit).toHaveBeenCalledTimes(1);
    expect(server.submit.mock.calls[0]?.[1]).toEqual({
      submissionId: 'sub-1',
      answers: [expect.objectContaining({ questionId: 1, answer: 'A' })],
      submittedAt: '2026-05-01T10:00:00.000Z',
    });
    expect(onSubmitted).toHaveBeenCalledWith(5001);
    expect((await readAttemptRecord('a-1'))?.solvedExamId).toBe(5001);
    await sync.submit();
    expect(server.submit).toHaveBeenCalledTimes(1);
  });

  it('retries a failed submission with the same id and every answer', async () => {
    const server = fakeServer();
    server.submit.mockRejectedValueOnce(new ApiError('server', 'Server error', 500));
    const onSubmitted = jest.fn();
    const { sync } = await openSync(server, { onSubmitted });
    sync.answer(1, 'A');
    sync.answer(2, 'B');
    await sync.submit();
    await advance(0);
    expect(sync.getSnapshot().problem).toBe('retrying');
    expect(onSubmitted).not.toHaveBeenCalled();
    await advance(1000);
    expect(server.submit).toHaveBeenCalledTimes(2);
    const [first, second] = server.submit.mock.calls.map(([, submission]) => submission);
    expect(second).toEqual(first);
    expect(second?.answers).toHaveLength(2);
    expect(onSubmitted).toHaveBeenCalledWith(5001);
  });

  it('queues the submission offline, across a reload, and sends it once online', async () => {
    online = false;
    const first = await openSync();
    first.sync.answer(1, 'A');
    await first.sync.submit();
    await advance(5000);
    expect(first.server.submit).not.toHaveBeenCalled();
    first.stop();

    online = true;
    const { server, sync } = await openSync();
    expect(sync.getSnapshot().record.submission?.id).toBe('sub-1');
    await advance(0);
    expect(server.submit).toHaveBeenCalledTimes(1);
    expect(server.submit.mock.calls[0]?.[1].submissionId).toBe('sub-1');
  });

  it('lets a second tab reuse the first tab’s submission id', async () => {
    online = false;
    const firstTab = await openSync();
    const secondTab = await openSync();
    await firstTab.sync.submit();
    await secondTab.sync.submit();
    online = true;
    secondTab.sync.retryNow();
    await advance(0);
    expect(secondTab.server.submit.mock.calls[0]?.[1].submissionId).toBe('sub-1');
    expect(ids).toBe(1);
  });

  describe('where tabs hear each other’s stored changes', () => {
    beforeEach(() => Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel }));
    afterEach(() => {
      delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    });

    it('shows another tab’s answer when it is stored, and does not read its own answers back', async () => {
      const { sync, stop } = await openSync(fakeServer(), { isOnline: () => false });
      const heard: string[] = [];
      sync.subscribe((change) => heard.push(change));
      sync.answer(1, 'A');
      await settle();
      // The answer shown, then stored: no third render for hearing its own change.
      expect(heard).toEqual(['student', 'background']);
      expect((await readAttemptRecord('a-1'))?.answers[1]?.answer).toBe('A');

      const stored = await readAttemptRecord('a-1');
      // Another tab's sync stores its answer to question 2.
      await updateAttemptRecord(
        stored ?? sync.getSnapshot().record,
        (record) => withAnswers(record, [newAnswer(record, 2, 'E', Date.now())]),
        undefined,
        'another-tab',
      );
      await settle();
      expect(sync.getSnapshot().record.answers[2]?.answer).toBe('E');
      expect(sync.getSnapshot().record.answers[1]?.answer).toBe('A');
      stop();
    });
  });

  it('takes over another tab’s confirmed submission', async () => {
    const onSubmitted = jest.fn();
    const { sync } = await openSync(fakeServer(), { onSubmitted });
    const otherTab = await openSync();
    await otherTab.sync.submit();
    await advance(0);
    await sync.adoptStored();
    expect(onSubmitted).toHaveBeenCalledWith(5001);
    expect(sync.getSnapshot().record.solvedExamId).toBe(5001);
  });
});

describe('an attempt started offline whose answers move to the server’s attempt while its screen is open', () => {
  const offline = { ...attempt, attemptId: 'd-1', startedAt: '2026-05-01T10:00:01.000Z' };
  const server = attempt;

  beforeEach(async () => {
    for (const id of ['a-1', 'd-1']) await removeAttemptRecord(id);
    sessionStorage.clear();
    jest.useFakeTimers({ now: start + 5000 });
  });
  afterEach(() => jest.useRealTimers());

  /** The screen of the attempt started offline: it sends nothing, the server has not created it yet. */
  async function openOfflineScreen() {
    const sync = createAttemptSync({
      record: resumeRecord(offline, null),
      clock: { offsetMs: 0, roundTripMs: Number.POSITIVE_INFINITY },
      server: fakeServer(),
      isOnline: () => false,
      makeSubmissionId: () => 'sub-offline',
      onSubmitted: jest.fn(),
      onAttemptRefused: jest.fn(),
    });
    const stop = sync.start();
    await settle();
    return { sync, stop };
  }

  const moveToServer = () => moveAttemptRecord('d-1', 'a-1', (from, target) => moveRecord(from, target, server));

  it('loses no answer given before, during or after the move, and leaves nothing behind that waits forever', async () => {
    const old = await openOfflineScreen();
    old.sync.answer(903301, 'A');
    await settle();
    const moving = moveToServer();
    old.sync.answer(903302, 'B'); // while the move runs
    await moving;
    old.sync.answer(903303, 'C'); // after it, before the screen has opened the server's attempt
    old.sync.toggleFlag(903303);
    await settle();
    old.stop();

    const records = await readAttemptRecords();
    expect(records.map((record) => record.attemptId)).toEqual(['a-1']);
    const moved = records[0]!;
    expect(unsentEntries(moved).map((entry) => [entry.questionId, entry.answer])).toEqual([
      [903301, 'A'],
      [903302, 'B'],
      [903303, 'C'],
    ]);
    expect(moved.flagged).toEqual([903303]);

    // The server's attempt opens and sends them all.
    const { server: api } = await openSync();
    await advance(400);
    expect(api.saveAnswers.mock.calls.flatMap(([, entries]) => entries.map((entry) => entry.questionId))).toEqual([
      903301, 903302, 903303,
    ]);
  });

  it('takes an answer the old screen showed but could not store before a reload', async () => {
    const old = await openOfflineScreen();
    old.sync.answer(903301, 'A');
    await settle();
    await moveToServer();
    // As if the page went right after this tap, before its write reached the disk.
    old.sync.answer(903304, 'D');
    const journal = sessionStorage.getItem('exam_unstored_answers');
    old.stop();
    await settle();
    await updateAttemptRecord(resumeRecord(server, null), (record) => {
      const { 903304: _lost, ...answers } = record.answers;
      return { ...record, answers };
    });
    sessionStorage.setItem('exam_unstored_answers', journal ?? '');

    const { sync } = await openSync();
    expect(sync.getSnapshot().record.answers[903304]?.answer).toBe('D');
    await settle();
    expect((await readAttemptRecord('a-1'))?.answers[903304]?.answer).toBe('D');
    expect(sessionStorage.getItem('exam_unstored_answers')).toBeNull();
  });
});

describe('a submission another device’s beat to the server', () => {
  beforeEach(async () => {
    await removeAttemptRecord('a-1');
    jest.useFakeTimers({ now: start });
    online = true;
  });
  afterEach(() => jest.useRealTimers());

  it('names the answers only this device had, though the server returns the same result', async () => {
    const server = fakeServer();
    server.saveAnswers.mockRejectedValue(new ApiError('no-response', 'No response from server'));
    server.submit.mockResolvedValue({ ...submitted, submissionId: 'sub-laptop' });
    const onSubmitted = jest.fn();
    const { sync } = await openSync(server, { onSubmitted });
    sync.answer(2, 'C');
    await sync.submit();
    await advance(0);
    expect(onSubmitted).toHaveBeenCalledWith(5001);
    await settle();
    const stored = await readAttemptRecord('a-1');
    expect(stored).toMatchObject({
      solvedExamId: 5001,
      notCounted: [{ questionId: 2, answer: 'C', reason: 'submitted-elsewhere' }],
    });
  });

  it('names nothing when the server says its own submission scored the attempt', async () => {
    const server = fakeServer();
    server.submit.mockImplementation(async (_id, { submissionId }) => ({ ...submitted, submissionId }));
    const { sync } = await openSync(server);
    sync.answer(2, 'C');
    await sync.submit();
    await advance(0);
    await settle();
    expect(await readAttemptRecord('a-1')).toMatchObject({ solvedExamId: 5001, notCounted: [] });
  });
});
