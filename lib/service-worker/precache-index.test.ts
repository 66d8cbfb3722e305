/** @jest-environment node */
import { precacheIndex } from './precache-index';

describe('precacheIndex', () => {
  const exists = precacheIndex(
    ['/index.html', '/CourseDetail/_.html', '/CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt', 'http://site.test/_next/static/chunks/app/(student)/page-1.js', '/icon%20big.png'],
    'http://site.test',
  );

  it('knows every precached file', () => {
    expect(exists('index.html')).toBe('file');
    expect(exists('CourseDetail/_.html')).toBe('file');
    expect(exists('CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt')).toBe('file');
    expect(exists('_next/static/chunks/app/(student)/page-1.js')).toBe('file');
  });

  it('knows the folders that hold them', () => {
    expect(exists('CourseDetail')).toBe('dir');
    expect(exists('CourseDetail/_')).toBe('dir');
    expect(exists('_next/static/chunks/app/(student)')).toBe('dir');
  });

  it('compares decoded names, as the resolver passes them', () => {
    expect(exists('icon big.png')).toBe('file');
  });

  it('knows nothing else', () => {
    expect(exists('ogrenimIcerigi.html')).toBeNull();
    expect(exists('CourseDetail/123')).toBeNull();
  });
});
