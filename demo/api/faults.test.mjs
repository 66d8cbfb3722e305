import { parseFault } from './faults.mjs';

describe('demo faults', () => {
  it('keeps an endless answer: status 200 by default, the given start of the body', () => {
    expect(parseFault({ path: '/api/x', endless: true, body: '{"a": [' }).fault.answer).toEqual({
      status: 200,
      body: '{"a": [',
      contentType: 'text/plain; charset=utf-8',
      endless: true,
    });
  });

  it('refuses an endless flag that is not a boolean', () => {
    expect(parseFault({ path: '/api/x', endless: 'yes' })).toEqual({ error: 'endless must be a boolean' });
  });

  it('leaves other faults ending as before', () => {
    expect(parseFault({ path: '/api/x', status: 503 }).fault.answer).toMatchObject({ status: 503, endless: false });
    expect(parseFault({ path: '/api/x', hangMs: 10 }).fault.answer).toBeNull();
  });
});
