import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedBody } from './respond.mjs';

const paper = JSON.stringify({
  questions: Array.from({ length: 80 }, (_, id) => ({ id, text: 'Choose the best answer.' })),
});

describe('demo API answers', () => {
  it('sends a large answer in brotli when the client takes it, and in gzip when it takes only that', () => {
    const br = encodedBody(paper, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(paper);
    expect(br.body.length).toBeLessThan(paper.length / 4);

    const gzip = encodedBody(paper, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(paper);
  });

  it('sends an answer as it is to a client that takes no encoding, and a small answer always', () => {
    expect(encodedBody(paper, undefined)).toEqual({ body: Buffer.from(paper), encoding: null });
    expect(encodedBody(paper, 'identity')).toEqual({ body: Buffer.from(paper), encoding: null });
    expect(encodedBody('{"count":3}', 'br')).toEqual({ body: Buffer.from('{"count":3}'), encoding: null });
  });
});
