import { ApiError } from '@/lib/api/api-error';
import { saveSession } from '@/lib/auth/session';
import { currentStudent, queueWrite, queuedWrites, sendQueuedWrites, studentOf, subscribeToQueue } from './outbox';
import type { QueuedWrite } from './write-queue';

const ayse = { FirstName: 'Ayşe', LastName: 'Yılmaz', UserName: 'ayse.yilmaz', Id: 'id-ayse' };

function signIn(user: typeof ayse = ayse) {
  saveSession({ accessToken: 'token', idToken: null, refreshToken: null }, user);
}

beforeEach(() => localStorage.clear());

describe('studentOf', () => {
  it('prefers the user id and falls back to the user name', () => {
    expect(studentOf(ayse)).toBe('id-ayse');
    expect(studentOf({ FirstName: 'A', LastName: 'B', UserName: 'ab' })).toBe('ab');
    expect(studentOf({ FirstName: 'A', LastName: 'B' })).toBeNull();
    expect(studentOf(null)).toBeNull();
  });
});

describe('queueWrite', () => {
  it('keeps writes of the signed-in student in local storage', () => {
    signIn();
    expect(currentStudent()).toBe('id-ayse');
    const now = Date.now();
    expect(queueWrite({ kind: 'page-open', path: '/notifs' }, now)).toBe(true);
    expect(queueWrite({ kind: 'topic-completion', courseId: 101, completion: { topicId: 5005, completed: 100 } }, now + 1)).toBe(true);
    expect(queuedWrites('id-ayse')).toEqual([
      { kind: 'page-open', path: '/notifs', student: 'id-ayse', queuedAt: now },
      { kind: 'topic-completion', courseId: 101, completion: { topicId: 5005, completed: 100 }, student: 'id-ayse', queuedAt: now + 1 },
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
    expect(queueWrite({ kind: 'page-open', path: '/notifs' })).toBe(false);
    setItem.mockRestore();
    warn.mockRestore();
    expect(queuedWrites('id-ayse')).toEqual([]);
  });

  it('keeps nothing without a session', () => {
    expect(queueWrite({ kind: 'page-open', path: '/notifs' })).toBe(false);
    expect(localStorage.getItem('offline_writes')).toBeNull();
  });

  it('tells subscribers', () => {
    signIn();
    const listener = jest.fn();
    const unsubscribe = subscribeToQueue(listener);
    queueWrite({ kind: 'page-open', path: '/notifs' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('sendQueuedWrites', () => {
  beforeEach(() => {
    signIn();
    queueWrite({ kind: 'topic-completion', courseId: 101, completion: { topicId: 5005, completed: 100 } });
    queueWrite({ kind: 'page-open', path: '/ogrenimIcerigi' });
    queueWrite({ kind: 'page-open', path: '/notifs' });
  });

  it('sends the student’s writes in order and empties the queue', async () => {
    const sent: QueuedWrite[] = [];
    const courses = await sendQueuedWrites('id-ayse', async (write) => void sent.push(write));
    expect(sent.map((write) => (write.kind === 'page-open' ? write.path : write.kind === 'topic-completion' ? write.completion.topicId : null))).toEqual([
      5005,
      '/ogrenimIcerigi',
      '/notifs',
    ]);
    expect(courses).toEqual([101]);
    expect(queuedWrites('id-ayse')).toEqual([]);
    expect(localStorage.getItem('offline_writes')).toBeNull();
  });

  it('stops at a failure another try may cure and keeps the rest', async () => {
    const send = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError('no-response', 'No response from server'));
    expect(await sendQueuedWrites('id-ayse', send)).toEqual([101]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queuedWrites('id-ayse').map((write) => write.kind === 'page-open' && write.path)).toEqual(['/ogrenimIcerigi', '/notifs']);
  });

  it('drops a write the server refuses for good and goes on', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const send = jest.fn().mockRejectedValueOnce(new ApiError('request', 'Request failed: Not found', 404)).mockResolvedValue(undefined);
    expect(await sendQueuedWrites('id-ayse', send)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(3);
    expect(queuedWrites('id-ayse')).toEqual([]);
  });

  it('leaves other students’ writes alone', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    await sendQueuedWrites('id-mehmet', send);
    expect(send).not.toHaveBeenCalled();
    expect(queuedWrites('id-ayse')).toHaveLength(3);
  });
});
