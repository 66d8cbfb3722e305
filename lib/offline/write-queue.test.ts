import {
  enqueue,
  isWriteQueue,
  queuedNotificationReads,
  queuedWriteMaxAgeMs,
  unexpired,
  withQueuedCompletions,
  type QueuedWrite,
} from './write-queue';

const mark = (topicId: number, completed: number, student = 'ayse', courseId = 101): QueuedWrite => ({
  kind: 'topic-completion',
  student,
  courseId,
  completion: { topicId, completed },
  queuedAt: 1,
});
const read = (notificationId: number, queuedAt = 1): QueuedWrite => ({
  kind: 'notification-read',
  student: 'ayse',
  notificationId,
  queuedAt,
});

describe('enqueue', () => {
  it('keeps only the last mark of a topic, per student', () => {
    let queue = enqueue([], mark(5005, 0));
    queue = enqueue(queue, mark(5006, 100));
    queue = enqueue(queue, mark(5005, 100));
    queue = enqueue(queue, mark(5005, 0, 'mehmet'));
    expect(queue).toEqual([mark(5006, 100), mark(5005, 100), mark(5005, 0, 'mehmet')]);
  });
});

describe('unexpired', () => {
  it('drops writes older than a session may live', () => {
    const now = queuedWriteMaxAgeMs + 10;
    expect(unexpired([read(1, 5), read(2, 10)], now)).toEqual([read(2, 10)]);
  });
});

describe('withQueuedCompletions', () => {
  it('shows marks not yet sent over the server’s completions of that course and student', () => {
    const server = [
      { topicId: 5001, completed: 100 },
      { topicId: 5005, completed: 0 },
    ];
    const refused = { ...mark(5008, 100), refusal: { status: 422, reason: 'Course closed', refusedAt: 2 } };
    const queue = [
      mark(5005, 100),
      mark(5006, 0),
      mark(5007, 100, 'mehmet'),
      mark(6001, 100, 'ayse', 102),
      read(7),
      refused,
    ];
    expect(withQueuedCompletions(server, queue, 'ayse', 101)).toEqual([
      { topicId: 5001, completed: 100 },
      { topicId: 5005, completed: 100 },
      { topicId: 5006, completed: 0 },
    ]);
  });
});

describe('isWriteQueue', () => {
  it('accepts a well-formed queue', () => {
    expect(isWriteQueue([mark(5005, 100), read(302)])).toBe(true);
    expect(isWriteQueue([{ ...read(7), refusal: { status: 404, reason: 'Not found', refusedAt: 2 } }])).toBe(true);
    expect(isWriteQueue([])).toBe(true);
  });

  it.each([
    [{}],
    [[{ kind: 'notification-read', student: 'ayse', queuedAt: 1 }]],
    [[{ ...mark(5005, 100), completion: { topicId: '5005', completed: 100 } }]],
    [[{ ...read(7), kind: 'other' }]],
    [[{ ...read(7), student: 7 }]],
    [[{ ...read(7), refusal: { status: '404', reason: 'Not found', refusedAt: 2 } }]],
  ])('refuses %j', (value) => {
    expect(isWriteQueue(value)).toBe(false);
  });
});

describe('notification read marks', () => {
  const read = (notificationId: number, student = 'ayse', queuedAt = 1): QueuedWrite => ({
    kind: 'notification-read',
    student,
    notificationId,
    queuedAt,
  });

  it('keeps one mark per notification and student, beside the other writes', () => {
    let queue = enqueue([], read(302));
    queue = enqueue(queue, mark(5005, 100));
    queue = enqueue(queue, read(302, 'ayse', 2));
    queue = enqueue(queue, read(302, 'mehmet'));
    expect(queue).toEqual([mark(5005, 100), read(302, 'ayse', 2), read(302, 'mehmet')]);
  });

  it('lists the notifications a student read offline', () => {
    const queue = [read(302), read(301), read(300, 'mehmet'), mark(5005, 100), read(302)];
    expect(queuedNotificationReads(queue, 'ayse')).toEqual(new Set([302, 301]));
    expect(queuedNotificationReads(queue, 'zeynep')).toEqual(new Set());
  });

  it('is a valid stored queue only with an integer id', () => {
    expect(isWriteQueue([read(302), mark(5005, 100)])).toBe(true);
    expect(isWriteQueue([{ ...read(302), notificationId: '302' }])).toBe(false);
    expect(isWriteQueue([{ kind: 'notification-read', student: 'ayse', queuedAt: 1 }])).toBe(false);
  });
});

describe('help requests in the queue', () => {
  const request = {
    requestId: 'r-1',
    subject: 'Video',
    category: 'videos',
    message: 'The video does not start.',
    screenshot: null,
    device: {
      osName: 'Android',
      osVersion: '14',
      browserName: 'Chrome',
      browserVersion: '124',
      userAgent: 'ua',
      appVersion: '',
      platform: '',
      vendor: '',
    },
    locale: 'en-US',
    writtenAt: '2026-11-23T10:00:00.000Z',
  } as const;
  const asked = (requestId: string): QueuedWrite => ({
    kind: 'help-request',
    student: 'ayse',
    request: { ...request, requestId },
    queuedAt: 1,
  });

  it('keeps every request, in order, beside the other writes', () => {
    const queue = enqueue(enqueue(enqueue([], asked('r-1')), mark(5005, 100)), asked('r-2'));
    expect(queue).toEqual([asked('r-1'), mark(5005, 100), asked('r-2')]);
    expect(isWriteQueue(queue)).toBe(true);
  });

  it('treats a stored request without its device info as a malformed queue', () => {
    expect(isWriteQueue([{ ...asked('r-1'), request: { ...request, device: null } }])).toBe(false);
  });
});
