import { confirmSent, resumeRecord, unsentEntries } from './attempt-record';
import { answerStatus, type AnswerState } from './answer-status';
import { inProgressAttempt, recordAnswer } from '@/lib/exam/__fixtures__/attempts';

const attempt = inProgressAttempt;
const t0 = Date.parse(attempt.startedAt);
const empty = resumeRecord(attempt, null);
const answered = recordAnswer(recordAnswer(empty, 1, 'A', t0), 2, 'B', t0 + 1);
const sent = confirmSent(answered, unsentEntries(answered));
const state = (overrides: Partial<AnswerState>): AnswerState => ({
  record: answered,
  unstoredCount: 0,
  storageFailed: false,
  problem: null,
  closedElsewhere: false,
  ...overrides,
});

describe('what the exam screen says about the answers', () => {
  it('never says "All answers sent" before the first answer', () => {
    expect(answerStatus(state({ record: empty }))).toBe('none');
  });

  it('does not say "All answers sent" when all that was sent is a cleared answer', () => {
    const cleared = recordAnswer(recordAnswer(empty, 1, 'A', t0), 1, null, t0 + 1);
    expect(answerStatus(state({ record: cleared }))).toBe('sending');
    expect(answerStatus(state({ record: confirmSent(cleared, unsentEntries(cleared)) }))).toBe('none');
  });

  it('says "All answers sent" only once the server confirmed every answer given', () => {
    expect(answerStatus(state({ record: sent }))).toBe('saved');
    expect(answerStatus(state({ record: confirmSent(answered, unsentEntries(answered).slice(0, 1)) }))).toBe('sending');
    expect(answerStatus(state({ record: recordAnswer(sent, 3, null, t0 + 2) }))).toBe('sending');
  });

  it('counts the answers the server already held at resume as sent', () => {
    expect(answerStatus(state({ record: resumeRecord({ ...attempt, answers: { '1': 'C' } }, null) }))).toBe('saved');
  });

  it('says "saving" until the answer is on the device’s disk, then where it waits', () => {
    expect(answerStatus(state({ unstoredCount: 1 }))).toBe('saving');
    expect(answerStatus(state({ unstoredCount: 1, problem: 'offline' }))).toBe('saving');
    expect(answerStatus(state({ problem: 'offline' }))).toBe('offline');
    expect(answerStatus(state({ problem: 'retrying' }))).toBe('retrying');
  });

  it('never claims the device has answers it could not store', () => {
    expect(answerStatus(state({ unstoredCount: 1, storageFailed: true }))).toBe('notStored');
    expect(answerStatus(state({ unstoredCount: 1, storageFailed: true, problem: 'offline' }))).toBe('notStoredOffline');
    expect(answerStatus(state({ unstoredCount: 1, storageFailed: true, problem: 'retrying' }))).toBe(
      'notStoredOffline',
    );
    expect(answerStatus(state({ record: sent, unstoredCount: 1, storageFailed: true }))).toBe('saved');
  });

  it('never says "All answers sent" once the server refused them, the exam submitted on another device', () => {
    expect(answerStatus(state({ record: sent, closedElsewhere: true }))).toBe('closedElsewhere');
  });
});
