import { newSubmissionId } from './submission-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submission ids', () => {
  it('makes a new random v4 UUID each time', () => {
    const first = newSubmissionId();
    expect(first).toMatch(uuidV4);
    expect(newSubmissionId()).not.toBe(first);
  });

  it('makes one without randomUUID too (browsers before 2022, plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newSubmissionId()).toMatch(uuidV4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
