import { enUS } from './en-US';
import { plural } from './plural';
import { trTR } from './__fixtures__/tr-TR';

/** The bell's and the notifications screen's unread count, through the shared plural helper. */
describe('the unread-notifications count', () => {
  it.each([
    [0, '0 unread notifications', '0 okunmamış bildirim'],
    [1, '1 unread notification', '1 okunmamış bildirim'],
    [3, '3 unread notifications', '3 okunmamış bildirim'],
    [21, '21 unread notifications', '21 okunmamış bildirim'],
  ])('reads a count of %p in both languages', (count, english, turkish) => {
    expect(plural('en-US', count, enUS.shell.unreadNotifications)).toBe(english);
    expect(plural('tr-TR', count, trTR.shell.unreadNotifications)).toBe(turkish);
  });
});
