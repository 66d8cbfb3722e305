import { enUS } from '@/lib/i18n/en-US';
import { trTRExam } from '@/lib/i18n/tr-TR/exam';
import { formatDuration } from './format-duration';

const en = (seconds: number) => formatDuration(seconds, 'en-US', enUS.examScreens.duration);
const tr = (seconds: number) => formatDuration(seconds, 'tr-TR', trTRExam.examScreens.duration);

describe('formatDuration', () => {
  it('says a duration under a minute in seconds, never "0 minutes"', () => {
    expect(en(20)).toBe('20 seconds');
    expect(en(1)).toBe('1 second');
    expect(tr(20)).toBe('20 saniye');
  });

  it('rounds to whole minutes under an hour', () => {
    expect(en(60)).toBe('1 minute');
    expect(en(2400)).toBe('40 minutes');
    expect(en(89)).toBe('1 minute');
    expect(tr(2400)).toBe('40 dakika');
  });

  it('says hours, and minutes only when there are some', () => {
    expect(en(3600)).toBe('1 hour');
    expect(en(10800)).toBe('3 hours');
    expect(en(5400)).toBe('1 hour 30 minutes');
    expect(tr(10800)).toBe('3 saat');
    expect(tr(5400)).toBe('1 saat 30 dakika');
  });

  it('treats a negative or fractional value as what it rounds to', () => {
    expect(en(-5)).toBe('0 seconds');
    expect(en(59.6)).toBe('1 minute');
  });
});
