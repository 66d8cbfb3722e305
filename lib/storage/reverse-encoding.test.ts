import { reverseDecode, reverseEncode } from './reverse-encoding';

describe('reverse encoding of tokens', () => {
  it('never keeps the plain token and reads it back', () => {
    const token = 'eyJhbGciOiJSUzI1NiJ9.payload.signature';
    const encoded = reverseEncode(token);
    expect(encoded).not.toContain(token);
    expect(encoded).not.toContain('eyJhbGci');
    expect(reverseDecode(encoded)).toBe(token);
  });

  it('round-trips non-ASCII text', () => {
    expect(reverseDecode(reverseEncode('Öğrenci şifresi ğüşıöç'))).toBe('Öğrenci şifresi ğüşıöç');
  });

  it('returns null for values it did not produce', () => {
    expect(reverseDecode('%%%not base64%%%')).toBeNull();
    expect(reverseDecode(btoa('\xff\xfe').split('').reverse().join(''))).toBeNull();
  });
});
