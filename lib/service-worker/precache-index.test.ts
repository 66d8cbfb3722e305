/** @jest-environment node */
import { precacheIndex } from './precache-index';

describe('precacheIndex', () => {
  const chunk = 'http://site.test/_next/static/chunks/app/(student)/CourseDetail/%5Bid%5D/page-1.js';
  const payload = '/CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt';
  const index = precacheIndex(
    ['/index.html', '/CourseDetail/_.html', payload, chunk, '/icon%20big.png', '/%E0%A4%A'],
    'http://site.test',
  );

  it('knows every precached file by its decoded path, as the resolver passes it', () => {
    expect(index.entryType('index.html')).toBe('file');
    expect(index.entryType('CourseDetail/_.html')).toBe('file');
    expect(index.entryType('CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt')).toBe('file');
    expect(index.entryType('_next/static/chunks/app/(student)/CourseDetail/[id]/page-1.js')).toBe('file');
    expect(index.entryType('icon big.png')).toBe('file');
  });

  it('knows the folders that hold them', () => {
    expect(index.entryType('CourseDetail')).toBe('dir');
    expect(index.entryType('CourseDetail/_')).toBe('dir');
    expect(index.entryType('_next/static/chunks/app/(student)/CourseDetail/[id]')).toBe('dir');
  });

  it('gives back each file’s URL exactly as the precache list spells it, the key Workbox stored it under', () => {
    expect(index.urlOf('_next/static/chunks/app/(student)/CourseDetail/[id]/page-1.js')).toBe(chunk);
    expect(index.urlOf('CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt')).toBe(payload);
    expect(index.urlOf('icon big.png')).toBe('/icon%20big.png');
    expect(index.urlOf('CourseDetail')).toBeUndefined();
  });

  it('knows nothing else, and skips a name no request could reach', () => {
    expect(index.entryType('ogrenimIcerigi.html')).toBeNull();
    expect(index.entryType('CourseDetail/123')).toBeNull();
    expect(index.entryType('%E0%A4%A')).toBeNull();
    expect(index.urlOf('ogrenimIcerigi.html')).toBeUndefined();
  });
});
