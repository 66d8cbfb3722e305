import { enUS } from './en-US';
import { plural } from './plural';
import { trTR } from './tr-TR';

describe('plural', () => {
  it('picks the English singular for 1 and the plural for every other count', () => {
    const message = enUS.shell.unreadNotifications;
    expect(plural('en-US', message, 1)).toBe('1 unread notification');
    expect(plural('en-US', message, 3)).toBe('3 unread notifications');
    expect(plural('en-US', message, 0)).toBe('0 unread notifications');
  });

  it('uses the Turkish form, which does not change with the count', () => {
    const message = trTR.shell.unreadNotifications;
    expect(plural('tr-TR', message, 1)).toBe('1 okunmamış bildirim');
    expect(plural('tr-TR', message, 3)).toBe('3 okunmamış bildirim');
    expect(plural('tr-TR', message, 0)).toBe('0 okunmamış bildirim');
  });

  it('falls back to `other` when a language’s category has no form, and fills every {count}', () => {
    expect(plural('ar', { other: '{count} of {count}' }, 2)).toBe('2 of 2');
    expect(plural('en-US', { one: 'one', other: 'many' }, 1)).toBe('one');
  });
});
