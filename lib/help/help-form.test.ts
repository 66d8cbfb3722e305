import * as v from 'valibot';
import {
  firstInvalidField,
  helpLimits,
  helpFieldsSchema,
  serverFieldErrors,
  validateHelpForm,
  type HelpFields,
} from './help-form';

const good: HelpFields = {
  subject: 'Video does not play',
  category: 'videos',
  message: 'The lesson video stops after a minute.',
};

describe('validateHelpForm', () => {
  it('accepts a complete form without a screenshot', () => {
    expect(validateHelpForm(good, null)).toEqual({});
  });

  it('asks for every required field, ignoring blanks around the text', () => {
    expect(validateHelpForm({ subject: '   ', category: '', message: '\n ' }, null)).toEqual({
      subject: 'required',
      category: 'required',
      message: 'required',
    });
  });

  it('refuses a message too short to describe a problem and texts over the limits', () => {
    expect(validateHelpForm({ ...good, message: 'help' }, null)).toEqual({ message: 'tooShort' });
    expect(validateHelpForm({ ...good, message: 'x'.repeat(helpLimits.messageMaxLength + 1) }, null)).toEqual({
      message: 'tooLong',
    });
    expect(validateHelpForm({ ...good, subject: 's'.repeat(helpLimits.subjectMaxLength + 1) }, null)).toEqual({
      subject: 'tooLong',
    });
    expect(validateHelpForm({ ...good, subject: 's'.repeat(helpLimits.subjectMaxLength) }, null)).toEqual({});
  });

  it('refuses a category that is not on the list', () => {
    expect(validateHelpForm({ ...good, category: 'billing' as HelpFields['category'] }, null)).toEqual({
      category: 'required',
    });
  });

  it('accepts image screenshots up to the size limit, and nothing else', () => {
    expect(validateHelpForm(good, { type: 'image/png', size: helpLimits.screenshotMaxBytes })).toEqual({});
    expect(validateHelpForm(good, { type: 'image/jpeg', size: helpLimits.screenshotMaxBytes + 1 })).toEqual({
      screenshot: 'tooLarge',
    });
    expect(validateHelpForm(good, { type: 'application/pdf', size: 1000 })).toEqual({ screenshot: 'notAnImage' });
    expect(validateHelpForm(good, { type: 'image/svg+xml', size: 1000 })).toEqual({ screenshot: 'notAnImage' });
  });

  it('names the first field with a problem in the order of the form', () => {
    expect(firstInvalidField({ message: 'required', category: 'required' })).toBe('category');
    expect(firstInvalidField({ screenshot: 'tooLarge' })).toBe('screenshot');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('the stored fields’ schema', () => {
  const isHelpFields = (value: unknown) => v.is(helpFieldsSchema, value);

  it('accepts a draft, also an unfinished one', () => {
    expect(isHelpFields(good)).toBe(true);
    expect(isHelpFields({ subject: '', category: '', message: 'half' })).toBe(true);
  });

  it('refuses malformed stored drafts', () => {
    expect(isHelpFields(null)).toBe(false);
    expect(isHelpFields({ subject: 1, category: '', message: '' })).toBe(false);
    expect(isHelpFields({ subject: '', category: 'nope', message: '' })).toBe(false);
  });
});

describe('serverFieldErrors', () => {
  it('reads the field problems of the server’s refusal', () => {
    const answer = JSON.stringify({
      message: 'Invalid help request',
      problems: { message: 'tooShort', screenshot: 'tooLarge' },
    });
    expect(serverFieldErrors(answer)).toEqual({ message: 'tooShort', screenshot: 'tooLarge' });
  });

  it('leaves out what the form cannot show, and survives an answer that is not JSON', () => {
    expect(serverFieldErrors(JSON.stringify({ problems: { device: 'invalid', subject: 'mystery' } }))).toEqual({});
    expect(serverFieldErrors('<html>Bad gateway</html>')).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
