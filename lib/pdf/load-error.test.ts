import { pdfFailure } from './load-error';

describe('PDF load failures', () => {
  it.each([
    ['MissingPDFException', 'missing'],
    ['InvalidPDFException', 'damaged'],
    ['FormatError', 'damaged'],
    ['UnexpectedResponseException', 'unavailable'],
    ['UnknownErrorException', 'unavailable'],
    [undefined, 'unavailable'],
  ])('%s is %s', (name, failure) => {
    expect(pdfFailure({ name, message: 'm' })).toBe(failure);
  });
});
