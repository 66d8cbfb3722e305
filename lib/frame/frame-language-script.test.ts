import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { frameLanguageScript, frameTextHiddenAttribute } from './frame-language-script';

const runScript = () => new Function(frameLanguageScript)();

describe('frameLanguageScript', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(frameTextHiddenAttribute);
  });

  it('hides the English words of the frame from a student who chose Turkish', () => {
    writeStored(storageKeys.locale, 'tr-TR');
    runScript();
    expect(document.documentElement.hasAttribute(frameTextHiddenAttribute)).toBe(true);
  });

  it.each([
    ['no stored language', null],
    ['English stored', JSON.stringify({ value: 'en-US', savedAt: 1 })],
    ['a malformed stored value', '{not json'],
  ])('shows the frame in English with %s', (_case, stored) => {
    if (stored !== null) localStorage.setItem(storageKeys.locale, stored);
    expect(runScript).not.toThrow();
    expect(document.documentElement.hasAttribute(frameTextHiddenAttribute)).toBe(false);
  });
});
