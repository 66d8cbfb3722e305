import { enUS } from './en-US';
import { plural } from './plural';
import { trTR } from './__fixtures__/tr-TR';

describe('plural', () => {
  const minutes = { one: '{count} minute', other: '{count} minutes' };

  it.each([
    [0, '0 minutes'],
    [1, '1 minute'],
    [2, '2 minutes'],
    [5, '5 minutes'],
    [21, '21 minutes'],
    [101, '101 minutes'],
    [1.5, '1.5 minutes'],
  ])('picks the English form for %p', (count, expected) => {
    expect(plural('en-US', count, minutes)).toBe(expected);
  });

  it('uses the zero form for exactly 0 when the message has one', () => {
    const forms = { zero: 'no minutes', one: '{count} minute', other: '{count} minutes' };
    expect(plural('en-US', 0, forms)).toBe('no minutes');
    expect(plural('tr-TR', 0, forms)).toBe('no minutes');
    expect(plural('en-US', 1, forms)).toBe('1 minute');
  });

  it('falls back to other when a category has no form of its own', () => {
    expect(plural('tr-TR', 1, { other: '{count} dakika' })).toBe('1 dakika');
    expect(plural('en-US', 1, { other: '{count} min' })).toBe('1 min');
  });

  it('fills other placeholders beside the count', () => {
    expect(plural('en-US', 1, { one: '{done} of {count} topic', other: '{done} of {count} topics' }, { done: 0 })).toBe(
      '0 of 1 topic',
    );
  });

  describe('with the catalogues', () => {
    it.each([
      [0, 'Less than a minute left', '1 dakikadan az kaldı'],
      [1, '1 minute left', '1 dakika kaldı'],
      [2, '2 minutes left', '2 dakika kaldı'],
      [5, '5 minutes left', '5 dakika kaldı'],
      [21, '21 minutes left', '21 dakika kaldı'],
    ])('reads the minutes left for a count of %p in both languages', (count, english, turkish) => {
      expect(plural('en-US', count, enUS.exam.minutesLeft)).toBe(english);
      expect(plural('tr-TR', count, trTR.exam.minutesLeft)).toBe(turkish);
    });

    it.each([
      [1, '1 second left', '1 saniye kaldı'],
      [2, '2 seconds left', '2 saniye kaldı'],
      [21, '21 seconds left', '21 saniye kaldı'],
    ])('reads the seconds left for a count of %p', (count, english, turkish) => {
      expect(plural('en-US', count, enUS.exam.secondsLeft)).toBe(english);
      expect(plural('tr-TR', count, trTR.exam.secondsLeft)).toBe(turkish);
    });

    it.each([
      [1, '1 minute', '1 dakika'],
      [90, '90 minutes', '90 dakika'],
    ])('reads an exam duration of %p', (count, english, turkish) => {
      expect(plural('en-US', count, enUS.examSummary.courseExams.duration)).toBe(english);
      expect(plural('tr-TR', count, trTR.examSummary.courseExams.duration)).toBe(turkish);
    });

    it.each([
      [1, 0, '0 of 1 topic completed'],
      [8, 4, '4 of 8 topics completed'],
    ])('reads course progress out of a total of %p', (total, done, english) => {
      expect(plural('en-US', total, enUS.learningContent.progress, { done })).toBe(english);
    });

    it.each([
      [
        1,
        '1 change will be sent when you are back online.',
        '1 değişiklik, yeniden çevrimiçi olduğunuzda gönderilecek.',
      ],
      [
        3,
        '3 changes will be sent when you are back online.',
        '3 değişiklik, yeniden çevrimiçi olduğunuzda gönderilecek.',
      ],
    ])('reads a pending-change count of %p', (count, english, turkish) => {
      expect(plural('en-US', count, enUS.pwa.queuedWrites)).toBe(english);
      expect(plural('tr-TR', count, trTR.pwa.queuedWrites)).toBe(turkish);
    });

    it('has an other form for every count-bearing message', () => {
      const countBearing = (catalogue: unknown): string[] =>
        typeof catalogue === 'string'
          ? /\{count\}/.test(catalogue)
            ? [catalogue]
            : []
          : typeof catalogue === 'object' && catalogue !== null && !('other' in catalogue)
            ? Object.values(catalogue).flatMap(countBearing)
            : [];
      // A bare string with {count} cannot agree with its number; each must be a plural form object.
      expect(countBearing(enUS)).toEqual([]);
      expect(countBearing(trTR)).toEqual([]);
    });
  });
});
