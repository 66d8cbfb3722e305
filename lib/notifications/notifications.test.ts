import type { Notification } from '@/lib/types';
import { countUnread, newestFirst, withQueuedReads } from './notifications';

const row = (id: number, createdOn: string, sended = false): Notification => ({
  id,
  title: `Başlık ${id}`,
  message: `Mesaj ${id}`,
  createdOn,
  sended,
});

describe('newestFirst', () => {
  it('sorts by createdOn, newest first, the higher id first at the same moment, without changing the input', () => {
    const rows = [
      row(1, '2026-03-08T09:00:00Z'),
      row(3, '2026-03-10T09:00:00Z'),
      row(2, '2026-03-10T09:00:00Z'),
      row(4, '2026-03-09T23:59:59+03:00'),
    ];
    expect(newestFirst(rows).map((notification) => notification.id)).toEqual([3, 2, 4, 1]);
    expect(rows.map((notification) => notification.id)).toEqual([1, 3, 2, 4]);
  });
});

describe('withQueuedReads and countUnread', () => {
  it('shows notifications read offline as read, and counts the rest', () => {
    const rows = [row(1, '2026-03-10T09:00:00Z'), row(2, '2026-03-10T08:00:00Z'), row(3, '2026-03-10T07:00:00Z', true)];
    const shown = withQueuedReads(rows, new Set([2, 3, 99]));
    expect(shown.map((notification) => notification.sended)).toEqual([false, true, true]);
    expect(countUnread(shown)).toBe(1);
    expect(countUnread(rows)).toBe(2);
    expect(rows[1]?.sended).toBe(false);
  });
});
