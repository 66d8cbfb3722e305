import * as v from 'valibot';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import { helpFieldsSchema, type HelpFields } from './help-form';

/** A draft is kept for its student only: a shared phone must not show one student's words to another. */
const helpDraftSchema = v.object({ student: v.nullable(v.string()), fields: helpFieldsSchema });
type HelpDraft = v.InferOutput<typeof helpDraftSchema>;

/** A draft not touched for a month is abandoned. */
export const helpDraftMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

const isBlank = (fields: HelpFields) =>
  fields.subject.trim() === '' && fields.category === '' && fields.message.trim() === '';

/** The student's draft, or null (none, someone else's, too old or malformed). */
export function readHelpDraft(student: string | null): HelpFields | null {
  const draft = readStored(storageKeys.helpDraft, { schema: helpDraftSchema, maxAgeMs: helpDraftMaxAgeMs });
  return draft && draft.student === student ? draft.fields : null;
}

/** Keeps the fields as the student's draft; blank fields leave no draft behind. */
export function saveHelpDraft(student: string | null, fields: HelpFields): void {
  if (isBlank(fields)) removeStored(storageKeys.helpDraft);
  else writeStored(storageKeys.helpDraft, { student, fields } satisfies HelpDraft);
}

export const clearHelpDraft = () => removeStored(storageKeys.helpDraft);
