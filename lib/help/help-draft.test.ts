import { storageKeys } from '@/lib/storage/keys';
import { clearHelpDraft, helpDraftMaxAgeMs, readHelpDraft, saveHelpDraft } from './help-draft';

const fields = { subject: 'Exam', category: 'exams', message: 'The timer looks wrong.' } as const;

describe('help draft', () => {
  beforeEach(() => localStorage.clear());

  it('gives the draft back to its student only', () => {
    saveHelpDraft('id-ayse', fields);
    expect(readHelpDraft('id-ayse')).toEqual(fields);
    expect(readHelpDraft('id-mehmet')).toBeNull();
  });

  it('stores it in the timestamped envelope under its own key', () => {
    saveHelpDraft('id-ayse', fields);
    const stored = JSON.parse(localStorage.getItem(storageKeys.helpDraft) ?? 'null');
    expect(stored).toEqual({ value: { student: 'id-ayse', fields }, savedAt: expect.any(Number) });
  });

  it('leaves nothing behind for a blank form, and forgets on request', () => {
    saveHelpDraft('id-ayse', fields);
    saveHelpDraft('id-ayse', { subject: ' ', category: '', message: '' });
    expect(localStorage.getItem(storageKeys.helpDraft)).toBeNull();
    saveHelpDraft('id-ayse', fields);
    clearHelpDraft();
    expect(readHelpDraft('id-ayse')).toBeNull();
  });

  it('treats a malformed or abandoned draft as none', () => {
    localStorage.setItem(
      storageKeys.helpDraft,
      JSON.stringify({ value: { student: 'id-ayse', fields: { subject: 3 } }, savedAt: Date.now() }),
    );
    expect(readHelpDraft('id-ayse')).toBeNull();
    localStorage.setItem(
      storageKeys.helpDraft,
      JSON.stringify({ value: { student: 'id-ayse', fields }, savedAt: Date.now() - helpDraftMaxAgeMs - 1 }),
    );
    expect(readHelpDraft('id-ayse')).toBeNull();
  });
});
