/** @jest-environment node */
import { precacheIndex } from './precache-index';
import { routeRequest, type RouteableRequest } from './request-route';

const site = 'http://localhost:3000';
const precached = precacheIndex(
  [
    '/index.html',
    '/404.html',
    '/ogrenimIcerigi.html',
    '/ogrenimIcerigi.txt',
    '/CourseDetail/_.html',
    '/CourseDetail/_.txt',
    '/CourseDetail/_/__next._tree.txt',
    '/CourseDetail/_/_/_.html',
    '/SinaviCoz/_/_.html',
    '/_next/static/chunks/main-app-1.js',
    '/manifest.webmanifest',
  ],
  site,
);

function request(url: string, init: Partial<Omit<RouteableRequest, 'url' | 'headers'>> & { headers?: string[] } = {}) {
  const names = new Set(init.headers ?? []);
  return { method: init.method ?? 'GET', mode: init.mode ?? 'cors', url, headers: { has: (name: string) => names.has(name) } };
}

const route = (url: string, init?: Parameters<typeof request>[1]) => routeRequest(request(url, init), site, precached);

describe('routeRequest', () => {
  it('answers pages from the precache, dynamic ids by their placeholder page', () => {
    expect(route(`${site}/`, { mode: 'navigate' })).toEqual({ kind: 'precached', file: 'index.html' });
    expect(route(`${site}/ogrenimIcerigi`, { mode: 'navigate' })).toEqual({ kind: 'precached', file: 'ogrenimIcerigi.html' });
    expect(route(`${site}/CourseDetail/101`, { mode: 'navigate' })).toEqual({ kind: 'precached', file: 'CourseDetail/_.html' });
    expect(route(`${site}/CourseDetail/101/1002/5005?x=1`, { mode: 'navigate' })).toEqual({
      kind: 'precached',
      file: 'CourseDetail/_/_/_.html',
    });
    expect(route(`${site}/SinaviCoz/9/31`, { mode: 'navigate' })).toEqual({ kind: 'precached', file: 'SinaviCoz/_/_.html' });
  });

  it('answers the payloads of a client navigation the same way', () => {
    expect(route(`${site}/CourseDetail/101.txt?_rsc=abc`)).toEqual({ kind: 'precached', file: 'CourseDetail/_.txt' });
    expect(route(`${site}/CourseDetail/101/__next._tree.txt`)).toEqual({
      kind: 'precached',
      file: 'CourseDetail/_/__next._tree.txt',
    });
  });

  it('answers build assets and site files by themselves', () => {
    expect(route(`${site}/_next/static/chunks/main-app-1.js`)).toEqual({
      kind: 'precached',
      file: '_next/static/chunks/main-app-1.js',
    });
    expect(route(`${site}/manifest.webmanifest`)).toEqual({ kind: 'precached', file: 'manifest.webmanifest' });
  });

  it('leaves files the precache lacks to the network, and sends unknown pages to their 404', () => {
    expect(route(`${site}/_next/static/chunks/5775.1802146d89939386.js`)).toEqual({ kind: 'network' });
    expect(route(`${site}/pdf/pdf.worker-3.11.174.min.js`)).toEqual({ kind: 'network' });
    expect(route(`${site}/nowhere`, { mode: 'navigate' })).toEqual({ kind: 'missing-page' });
    expect(route(`${site}/SinaviCoz/9`, { mode: 'navigate' })).toEqual({ kind: 'missing-page' });
  });

  it('routes downloaded-video files to their cache', () => {
    expect(route(`${site}/offline-videos/9001/360p/segment-01.m4s`)).toEqual({ kind: 'offline-video' });
  });

  it('routes product-API reads by their tenant header, on any host', () => {
    expect(route('http://localhost:4000/api/v1/courseenrollments/userEnrollmentsSimple', { headers: ['tenant'] })).toEqual({
      kind: 'api',
    });
    expect(route(`${site}/api/v1/materials/9001`, { headers: ['tenant', 'authorization'] })).toEqual({ kind: 'api' });
  });

  it('stays out of writes, other hosts, media and malformed paths', () => {
    expect(route('http://localhost:4000/api/v1/topiccompletions/5005', { method: 'PUT', headers: ['tenant'] })).toEqual({
      kind: 'network',
    });
    expect(route(`${site}/CourseDetail/101`, { method: 'POST' })).toEqual({ kind: 'network' });
    expect(route('http://localhost:4000/media/hls/lesson-1/master.m3u8')).toEqual({ kind: 'network' });
    expect(route('http://localhost:4001/login/oauth/authorize?x=1', { mode: 'navigate' })).toEqual({ kind: 'network' });
    expect(route(`${site}/CourseDetail/%E0%A4%A`, { mode: 'navigate' })).toEqual({ kind: 'network' });
  });
});
