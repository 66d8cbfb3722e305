/**
 * Tokens are kept out of plain sight in storage (product.md section 3: reverse-encoded):
 * UTF-8 base64, then reversed. This is obfuscation against casual reading, not encryption.
 */
export function reverseEncode(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).split('').reverse().join('');
}

/** Returns null when the value is not something `reverseEncode` produced. */
export function reverseDecode(encoded: string): string | null {
  try {
    const binary = atob(encoded.split('').reverse().join(''));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
