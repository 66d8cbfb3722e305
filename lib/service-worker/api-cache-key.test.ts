/** @jest-environment node */
import { apiCacheKey } from './api-cache-key';

const url = 'http://localhost:4000/api/v1/topiccompletions/getbycourse/101';

describe('apiCacheKey', () => {
  it('keeps the URL and adds who asked, without the token itself', async () => {
    const key = await apiCacheKey(url, 'Bearer secret-token');
    expect(key).toMatch(
      /^http:\/\/localhost:4000\/api\/v1\/topiccompletions\/getbycourse\/101\?sw-student=[0-9a-f]{32}$/,
    );
    expect(key).not.toContain('secret');
  });

  it('gives one student the same key and two students different ones', async () => {
    expect(await apiCacheKey(url, 'Bearer a')).toBe(await apiCacheKey(url, 'Bearer a'));
    expect(await apiCacheKey(url, 'Bearer a')).not.toBe(await apiCacheKey(url, 'Bearer b'));
    expect(await apiCacheKey(url, null)).not.toBe(await apiCacheKey(url, 'Bearer a'));
  });

  it('keeps the query of the call', async () => {
    expect(await apiCacheKey('http://localhost:4000/api/v1/exams/1?enrollmentId=7', null)).toMatch(
      /\?enrollmentId=7&sw-student=/,
    );
  });
});
