import * as v from 'valibot';

/** What a student asks about; the support team sorts requests by it. */
export const helpCategories = ['signIn', 'videos', 'offlineVideos', 'exams', 'materials', 'other'] as const;

export type HelpCategory = (typeof helpCategories)[number];

/** The form's text fields: also what the draft keeps (the screenshot is not kept). */
export interface HelpFields {
  subject: string;
  category: HelpCategory | '';
  message: string;
}

export const emptyHelpFields: HelpFields = { subject: '', category: '', message: '' };

export const helpLimits = {
  subjectMaxLength: 120,
  messageMinLength: 10,
  messageMaxLength: 4000,
  /** A phone screenshot fits; as a data URL it stays well inside local storage for an offline send. */
  screenshotMaxBytes: 2_000_000,
} as const;

/** Image types every browser of ours shows; the server accepts the same. */
export const screenshotTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type HelpField = keyof HelpFields | 'screenshot';

export type FieldProblem = 'required' | 'tooShort' | 'tooLong' | 'notAnImage' | 'tooLarge';

export type HelpFormErrors = Partial<Record<HelpField, FieldProblem>>;

/** The fields in the order the form shows them: focus goes to the first one with a problem. */
const helpFieldOrder: readonly HelpField[] = ['subject', 'category', 'message', 'screenshot'];

export const helpCategorySchema = v.picklist(helpCategories);

export const isHelpCategory = (value: unknown): value is HelpCategory => v.is(helpCategorySchema, value);

/** Checks the form; an empty result means it may be sent. Lengths count the trimmed text. */
export function validateHelpForm(
  fields: HelpFields,
  screenshot: { type: string; size: number } | null,
): HelpFormErrors {
  const errors: HelpFormErrors = {};
  const subject = fields.subject.trim();
  const message = fields.message.trim();
  if (subject === '') errors.subject = 'required';
  else if (subject.length > helpLimits.subjectMaxLength) errors.subject = 'tooLong';
  if (!isHelpCategory(fields.category)) errors.category = 'required';
  if (message === '') errors.message = 'required';
  else if (message.length < helpLimits.messageMinLength) errors.message = 'tooShort';
  else if (message.length > helpLimits.messageMaxLength) errors.message = 'tooLong';
  if (screenshot) {
    if (!(screenshotTypes as readonly string[]).includes(screenshot.type)) errors.screenshot = 'notAnImage';
    else if (screenshot.size > helpLimits.screenshotMaxBytes) errors.screenshot = 'tooLarge';
  }
  return errors;
}

export const firstInvalidField = (errors: HelpFormErrors): HelpField | undefined =>
  helpFieldOrder.find((field) => errors[field] !== undefined);

/** Shape of the fields of a stored draft (decision 3: a malformed stored value counts as absent). */
export const helpFieldsSchema = v.object({
  subject: v.string(),
  category: v.union([v.literal(''), helpCategorySchema]),
  message: v.string(),
}) satisfies v.GenericSchema<HelpFields>;

const fieldProblems: Record<HelpField, readonly FieldProblem[]> = {
  subject: ['required', 'tooLong'],
  category: ['required'],
  message: ['required', 'tooShort', 'tooLong'],
  screenshot: ['notAnImage', 'tooLarge'],
};

/**
 * The field problems of a 400 answer of POST api/v1/helprequests (`{ problems: { field: problem } }`),
 * those the form can show at its fields; anything else is left out.
 */
/** A 400 answer's body: `problems` maps fields to problem names; anything else in it is ignored. */
const problemsAnswer = v.object({ problems: v.record(v.string(), v.unknown()) });

export function serverFieldErrors(responseText: string | undefined): HelpFormErrors {
  let body: unknown;
  try {
    body = JSON.parse(responseText ?? '');
  } catch {
    return {};
  }
  const parsed = v.safeParse(problemsAnswer, body);
  if (!parsed.success) return {};
  const { problems } = parsed.output;
  const errors: HelpFormErrors = {};
  for (const field of helpFieldOrder) {
    const problem = fieldProblems[field].find((known) => known === problems[field]);
    if (problem !== undefined) errors[field] = problem;
  }
  return errors;
}
