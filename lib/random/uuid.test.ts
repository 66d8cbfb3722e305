import { randomUuid } from './uuid';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('makes a new random v4 UUID each time', () => {
    const first = randomUuid();
    expect(first).toMatch(uuidV4);
    expect(randomUuid()).not.toBe(first);
  });

  it('makes one without randomUUID too (browsers before 2022, plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomUuid()).toMatch(uuidV4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
