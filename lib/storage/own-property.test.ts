import { isOneOf, ownValue, withOwnValue } from './own-property';

const inheritedNames = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'];

describe('own-property lookups of stored keys', () => {
  it.each(inheritedNames)('finds nothing for the inherited name %s', (name) => {
    expect(ownValue({ 'en-US': 1 }, name)).toBeUndefined();
    expect(isOneOf(['en-US', 'tr-TR'], name)).toBe(false);
  });

  it('finds own values, also when the key is an inherited name', () => {
    expect(ownValue({ 'tr-TR': 2 }, 'tr-TR')).toBe(2);
    expect(ownValue(JSON.parse('{"constructor": 3}') as Record<string, number>, 'constructor')).toBe(3);
    expect(isOneOf(['en-US', 'tr-TR'], 'tr-TR')).toBe(true);
    expect(isOneOf(['en-US'], 42)).toBe(false);
  });

  it('sets __proto__ as data, leaving the prototype alone', () => {
    const record = withOwnValue({ a: 1 }, '__proto__', 5);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(ownValue(record, '__proto__')).toBe(5);
    expect(withOwnValue(record, 'a', 2)).toEqual(
      Object.fromEntries([
        ['__proto__', 5],
        ['a', 2],
      ]),
    );
  });
});
