import { ApiError } from '@/lib/api/api-error';
import { currentStudent, saveSession } from '@/lib/session/session';
import {
  dismissRefusedWrite,
  queueWrite,
  queuedWrites,
  refusedWrites,
  drainWriteQueue,
  subscribeToWriteQueue,
} from './stored-write-queue';
import type { QueuedWrite } from './write-queue';

const ayse = { FirstName: 'Ayşe', LastName: 'Yılmaz', UserName: 'ayse.yilmaz', Id: 'id-ayse' };

function signIn(user: typeof ayse = ayse) {
  saveSession({ accessToken: 'token', idToken: null, refreshToken: null }, user);
}

beforeEach(() => localStorage.clear());

describe('queueWrite', () => {
  it('keeps writes of the signed-in student in local storage', () => {
    signIn();
    expect(currentStudent()).toBe('id-ayse');
    const now = Date.now();
    expect(queueWrite({ kind: 'notification-read', notificationId: 302 }, now)).toBe(true);
    expect(
      queueWrite({ kind: 'topic-completion', courseId: 101, completion: { topicId: 5005, completed: 100 } }, now + 1),
    ).toBe(true);
    expect(queuedWrites('id-ayse')).toEqual([
      { kind: 'notification-read', notificationId: 302, student: 'id-ayse', queuedAt: now },
      {
        kind: 'topic-completion',
        courseId: 101,
        completion: { topicId: 5005, completed: 100 },
        student: 'id-ayse',
        queuedAt: now + 1,
      },
    ]);
    expect(queuedWrites('someone-else')).toEqual([]);
    expect(JSON.parse(localStorage.getItem('offline_writes') ?? '{}').value).toHaveLength(2);
  });

  it('does not claim a write kept when the storage is full', () => {
    signIn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(queueWrite({ kind: 'notification-read', notificationId: 302 })).toBe(false);
    setItem.mockRestore();
    warn.mockRestore();
    expect(queuedWrites('id-ayse')).toEqual([]);
  });

  it('keeps nothing without a session', () => {
    expect(queueWrite({ kind: 'notification-read', notificationId: 302 })).toBe(false);
    expect(localStorage.getItem('offline_writes')).toBeNull();
  });

  it('reports a write the device could not store instead of claiming it is kept', () => {
    signIn();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(queueWrite({ kind: 'notification-read', notificationId: 302 })).toBe(false);
    setItem.mockRestore();
    expect(queuedWrites('id-ayse')).toEqual([]);
  });

  it('drops page-open logs an earlier version queued and keeps the student’s own changes beside them', () => {
    signIn();
    const now = Date.now();
    const stored = [
      { kind: 'page-open', student: 'id-ayse', path: '/notifs', queuedAt: now },
      { kind: 'notification-read', student: 'id-ayse', notificationId: 302, queuedAt: now },
    ];
    localStorage.setItem('offline_writes', JSON.stringify({ value: stored, savedAt: now }));
    expect(queuedWrites('id-ayse')).toEqual([stored[1]]);
  });

  it('tells subscribers', () => {
    signIn();
    const listener = jest.fn();
    const unsubscribe = subscribeToWriteQueue(listener);
    queueWrite({ kind: 'notification-read', notificationId: 302 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('drainWriteQueue', () => {
  beforeEach(() => {
    signIn();
    queueWrite({ kind: 'topic-completion', courseId: 101, completion: { topicId: 5005, completed: 100 } });
    queueWrite({ kind: 'notification-read', notificationId: 301 });
    queueWrite({ kind: 'notification-read', notificationId: 302 });
  });

  it('sends the student’s writes in order and empties the queue', async () => {
    const sent: QueuedWrite[] = [];
    const courses = await drainWriteQueue('id-ayse', async (write) => void sent.push(write));
    expect(
      sent.map((write) =>
        write.kind === 'notification-read'
          ? write.notificationId
          : write.kind === 'topic-completion'
            ? write.completion.topicId
            : null,
      ),
    ).toEqual([5005, 301, 302]);
    expect(courses).toEqual([101]);
    expect(queuedWrites('id-ayse')).toEqual([]);
    expect(localStorage.getItem('offline_writes')).toBeNull();
  });

  it('stops at a failure another try may cure and keeps the rest', async () => {
    const send = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError('no-response', 'No response from server'));
    expect(await drainWriteQueue('id-ayse', send)).toEqual([101]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queuedWrites('id-ayse').map((write) => write.kind === 'notification-read' && write.notificationId)).toEqual([
      301, 302,
    ]);
  });

  it('keeps a write the server refuses for good as refused, with its reason, and goes on', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const refusal = new ApiError('request', 'Request failed', 422, '{"message":"This course has ended."}');
    const send = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValue(undefined);
    expect(await drainWriteQueue('id-ayse', send, () => 42)).toEqual([101]);
    expect(send).toHaveBeenCalledTimes(3);
    expect(queuedWrites('id-ayse')).toEqual([]);
    const [refused] = refusedWrites('id-ayse');
    expect(refused).toMatchObject({
      kind: 'topic-completion',
      completion: { topicId: 5005, completed: 100 },
      refusal: { status: 422, reason: 'This course has ended.', refusedAt: 42 },
    });
    expect(refusedWrites('id-mehmet')).toEqual([]);

    // Sent again later, the refused write is not retried; dismissed, it is gone.
    await drainWriteQueue('id-ayse', send);
    expect(send).toHaveBeenCalledTimes(3);
    dismissRefusedWrite(refused as QueuedWrite);
    expect(refusedWrites('id-ayse')).toEqual([]);
    expect(localStorage.getItem('offline_writes')).toBeNull();
  });

  it.each([408, 429])('keeps a write answered %i for another try', async (status) => {
    const send = jest.fn().mockRejectedValueOnce(new ApiError('request', 'Request failed', status, ''));
    await drainWriteQueue('id-ayse', send);
    expect(queuedWrites('id-ayse')).toHaveLength(3);
    expect(refusedWrites('id-ayse')).toEqual([]);
  });

  it('leaves other students’ writes alone', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    await drainWriteQueue('id-mehmet', send);
    expect(send).not.toHaveBeenCalled();
    expect(queuedWrites('id-ayse')).toHaveLength(3);
  });
});
