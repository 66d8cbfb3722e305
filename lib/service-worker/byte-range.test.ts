/** @jest-environment node */
import { byteRange, partialResponse } from './byte-range';

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'bytes=0-1,5-6', 'items=0-1', ''])(
    'refuses %p',
    (header) => {
      expect(byteRange(header, 1000)).toBeNull();
    },
  );
});

describe('partialResponse', () => {
  const stored = () =>
    new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { headers: { 'Content-Type': 'video/mp4' } });

  it('answers 206 with the bytes, their range and the stored type', async () => {
    const response = await partialResponse('bytes=2-4', stored());
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(response.headers.get('content-length')).toBe('3');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([2, 3, 4]);
  });

  it('answers 416 with the size when the range is past the end', async () => {
    const response = await partialResponse('bytes=10-', stored());
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */10');
  });
});
