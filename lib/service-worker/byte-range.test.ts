/** @jest-environment node */
import { partialResponse } from './byte-range';

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

  it('answers with the whole file when the header may be ignored', async () => {
    const response = await partialResponse('bytes=5-3', stored());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toHaveLength(10);
  });
});
