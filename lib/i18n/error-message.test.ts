import { ApiError } from '@/lib/api/api-error';
import { enUS } from './en-US';
import { errorMessage } from './error-message';
import { trTR } from './__fixtures__/tr-TR';

describe('error messages shown to the student', () => {
  const htmlPage = `<!doctype html><html><body><h1>403 &amp; more</h1>${'<div>filler text</div>'.repeat(2500)}</body></html>`;

  it('shows a request failure as the catalogue message plus a short plain-text excerpt, never the HTML', () => {
    const shown = errorMessage(new ApiError('request', 'Request failed', 409, htmlPage), enUS);
    expect(htmlPage.length).toBeGreaterThan(50_000);
    expect(shown.startsWith('Request failed: 403 & more filler text')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual('Request failed: '.length + 160);
    expect(shown).not.toMatch(/[<>]/);
    expect(errorMessage(new ApiError('request', 'x', 409, htmlPage), trTR).length).toBeLessThan(200);
  });

  it('shows the catalogue message alone when the answer has no readable text', () => {
    expect(errorMessage(new ApiError('request', 'x', 404, '<html><body></body></html>'), enUS)).toBe('Request failed');
    expect(errorMessage(new ApiError('request', 'x', 404), enUS)).toBe('Request failed');
  });

  it('never shows a server error page: 5xx is "Server error" alone', () => {
    expect(errorMessage(new ApiError('server', 'Server error', 502, htmlPage), enUS)).toBe('Server error');
  });
});
