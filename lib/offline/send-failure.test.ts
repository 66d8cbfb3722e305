import { ApiError } from '@/lib/api/api-error';
import { errorExcerptLength } from '@/lib/api/error-excerpt';
import { classifySendFailure, refusalReason } from './send-failure';

describe('classifySendFailure', () => {
  it('refuses for good on a 4xx other than 401, 403, 408 and 429, with the server’s message', () => {
    expect(classifySendFailure(new ApiError('request', 'Request failed', 404, '{"message":"Not found"}'))).toEqual({
      kind: 'refused',
      status: 404,
      reason: 'Not found',
    });
    expect(classifySendFailure(new ApiError('request', 'Request failed', 400, 'bad topic'))).toMatchObject({
      kind: 'refused',
      status: 400,
    });
  });

  it.each([
    ['no response', new ApiError('no-response', 'No response from server')],
    ['a server error', new ApiError('server', 'Server error', 503, 'down')],
    ['an ended session', new ApiError('auth', 'Authentication failed', 401)],
    ['a timeout', new ApiError('request', 'Request failed', 408, '')],
    ['a rate limit', new ApiError('request', 'Request failed', 429, '')],
    ['an error that is no answer of the server', new TypeError('Failed to fetch')],
  ])('tries again after %s', (_case, error) => {
    expect(classifySendFailure(error)).toEqual({ kind: 'retry' });
  });

  it('counts a 2xx answer the client could not parse as taken by the server', () => {
    expect(classifySendFailure(new ApiError('invalid-response', 'Invalid response data', 200, 'OK'))).toEqual({
      kind: 'accepted',
    });
  });
});

describe('refusalReason', () => {
  it('takes the message of a JSON body', () => {
    expect(refusalReason('{"title":"Course closed","status":410}')).toBe('Course closed');
    expect(refusalReason('"just a string"')).toBe('just a string');
  });

  it('turns an HTML page into its plain text, scripts and styles left out', () => {
    expect(
      refusalReason('<html><style>p{}</style><script>alert(1)</script><h1>Gone</h1>\n<p>Topic  removed</p></html>'),
    ).toBe('Gone Topic removed');
  });

  it('keeps a short excerpt of a long message', () => {
    const reason = refusalReason('x'.repeat(1000));
    expect(reason).toHaveLength(errorExcerptLength);
    expect(reason.endsWith('…')).toBe(true);
  });

  it('is empty when the server said nothing', () => {
    expect(refusalReason(undefined)).toBe('');
    expect(refusalReason('  ')).toBe('');
  });
});
