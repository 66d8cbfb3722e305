import { apiCacheName, obsoleteCaches } from './cache-names';

describe('obsoleteCaches', () => {
  it('deletes caches of older versions and keeps the downloads and those in use', () => {
    const inUse = ['workbox-precache-v2-http://localhost:3000/', apiCacheName];
    expect(
      obsoleteCaches(
        ['offline-videos', 'pages', 'start-url', apiCacheName, 'workbox-precache-v2-http://localhost:3000/'],
        inUse,
      ),
    ).toEqual(['pages', 'start-url']);
  });
});
