import type { Notification } from '@/lib/types';
import { countUnread, isNotificationList, newestFirst, parseUnreadCount, withPendingReads } from './notifications';

const row = (id: number, createdOn: string, sended = false): Notification => ({
  id,
  title: `Başlık ${id}`,
  message: `Mesaj ${id}`,
  createdOn,
  sended,
});

describe('isNotificationList', () => {
  it('accepts rows with every field of interfaces.md, and an empty list', () => {
    expect(isNotificationList([row(1, '2026-03-10T09:00:00Z'), row(2, '2026-03-10T10:00:00.000Z', true)])).toBe(true);
    expect(isNotificationList([])).toBe(true);
  });

  it.each([
    ['not a list', { count: 3 }],
    ['null row', [null]],
    ['id missing', [{ title: 'a', message: 'b', createdOn: '2026-03-10T09:00:00Z', sended: false }]],
    ['id not an integer', [{ ...row(1, '2026-03-10T09:00:00Z'), id: '1' }]],
    ['title not a string', [{ ...row(1, '2026-03-10T09:00:00Z'), title: null }]],
    ['message missing', [{ id: 1, title: 'a', createdOn: '2026-03-10T09:00:00Z', sended: false }]],
    ['createdOn not a date', [row(1, 'yesterday')]],
    ['sended not a boolean', [{ ...row(1, '2026-03-10T09:00:00Z'), sended: 'true' }]],
    ['the old field names', [{ id: 1, title: 'a', body: 'b', createdAt: '2026-03-10T09:00:00Z', read: false }]],
  ])('refuses %s', (_case, value) => {
    expect(isNotificationList(value)).toBe(false);
  });
});

describe('newestFirst', () => {
  it('sorts by createdOn, newest first, the higher id first at the same moment, without changing the input', () => {
    const rows = [row(1, '2026-03-08T09:00:00Z'), row(3, '2026-03-10T09:00:00Z'), row(2, '2026-03-10T09:00:00Z'), row(4, '2026-03-09T23:59:59+03:00')];
    expect(newestFirst(rows).map((notification) => notification.id)).toEqual([3, 2, 4, 1]);
    expect(rows.map((notification) => notification.id)).toEqual([1, 3, 2, 4]);
  });
});

describe('parseUnreadCount', () => {
  it.each([
    [3, 3],
    [0, 0],
    [{ count: 3 }, 3],
    [{ count: 0, other: 'x' }, 0],
  ])('reads %j as %d', (answer, expected) => {
    expect(parseUnreadCount(answer)).toBe(expected);
  });

  it.each([[null], ['3'], [-1], [2.5], [{}], [{ count: '3' }], [[3]], [Number.NaN]])('refuses %j', (answer) => {
    expect(parseUnreadCount(answer)).toBeNull();
  });
});

describe('withPendingReads and countUnread', () => {
  it('shows notifications read offline as read, and counts the rest', () => {
    const rows = [row(1, '2026-03-10T09:00:00Z'), row(2, '2026-03-10T08:00:00Z'), row(3, '2026-03-10T07:00:00Z', true)];
    const shown = withPendingReads(rows, new Set([2, 3, 99]));
    expect(shown.map((notification) => notification.sended)).toEqual([false, true, true]);
    expect(countUnread(shown)).toBe(1);
    expect(countUnread(rows)).toBe(2);
    expect(rows[1]?.sended).toBe(false);
  });
});
