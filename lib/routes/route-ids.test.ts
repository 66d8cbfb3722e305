import { isRecordId, routeRecordId } from './route-ids';

describe('route id shape', () => {
  it.each(['9001', '0', '202'])('takes %s as a record id', (value) => {
    expect(routeRecordId(value)).toBe(value);
  });

  it.each([
    '..',
    '../../users/checkuser',
    '..%2F..%2Fusers%2Fcheckuser',
    '9001/attempts',
    '9001a',
    '-1',
    '1.5',
    ' 1',
    '',
    '9'.repeat(16),
  ])('refuses %j', (value) => {
    expect(routeRecordId(value)).toBeNull();
    expect(isRecordId(value)).toBe(false);
  });

  it('takes whole non-negative numbers of at most 15 digits only, as in a URL', () => {
    expect(isRecordId(9001)).toBe(true);
    expect(isRecordId(10 ** 15 - 1)).toBe(true);
    expect(isRecordId(10 ** 15)).toBe(false);
    expect(isRecordId(10 ** 16)).toBe(false);
    expect(isRecordId(-1)).toBe(false);
    expect(isRecordId(1.5)).toBe(false);
    expect(isRecordId(Number.NaN)).toBe(false);
  });
});
