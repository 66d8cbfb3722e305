import { storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import { isHelpFields, type HelpFields } from './help-form';

/** A draft is kept for its student only: a shared phone must not show one student's words to another. */
interface HelpDraft {
  student: string | null;
  fields: HelpFields;
}

/** A draft not touched for a month is abandoned. */
export const helpDraftMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

const isHelpDraft = (value: unknown): value is HelpDraft =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as HelpDraft).student === 'string' || (value as HelpDraft).student === null) &&
  isHelpFields((value as HelpDraft).fields);

const isBlank = (fields: HelpFields) =>
  fields.subject.trim() === '' && fields.category === '' && fields.message.trim() === '';

/** The student's draft, or null (none, someone else's, too old or malformed). */
export function readHelpDraft(student: string | null): HelpFields | null {
  const draft = readStored(storageKeys.helpDraft, { isValid: isHelpDraft, maxAgeMs: helpDraftMaxAgeMs });
  return draft && draft.student === student ? draft.fields : null;
}

/** Keeps the fields as the student's draft; blank fields leave no draft behind. */
export function saveHelpDraft(student: string | null, fields: HelpFields): void {
  if (isBlank(fields)) removeStored(storageKeys.helpDraft);
  else writeStored(storageKeys.helpDraft, { student, fields } satisfies HelpDraft);
}

export const clearHelpDraft = () => removeStored(storageKeys.helpDraft);
