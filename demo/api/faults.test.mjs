import { createHolds, parseFault } from './faults.mjs';

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

describe('held requests', () => {
  it('keeps a hold fault as asked, and refuses a hold that is not a boolean', () => {
    expect(parseFault({ path: '/api/x', hold: true, status: 401 }).fault).toMatchObject({
      hold: true,
      answer: { status: 401 },
    });
    expect(parseFault({ path: '/api/x', hold: true }).fault).toMatchObject({ hold: true, answer: null });
    expect(parseFault({ path: '/api/x', hold: 'yes' })).toEqual({ error: 'hold must be a boolean' });
  });

  it('lists what waits and lets it go by path, or all at once', async () => {
    const holds = createHolds();
    const released = [];
    holds.wait('GET', '/api/a').then(() => released.push('a'));
    holds.wait('GET', '/api/b').then(() => released.push('b'));
    holds.wait('GET', '/api/b').then(() => released.push('b'));
    expect(holds.list()).toEqual([
      { method: 'GET', path: '/api/a' },
      { method: 'GET', path: '/api/b' },
      { method: 'GET', path: '/api/b' },
    ]);
    expect(holds.release('/api/b')).toBe(2);
    await Promise.resolve();
    expect(released).toEqual(['b', 'b']);
    expect(holds.release()).toBe(1);
    await Promise.resolve();
    expect(released).toEqual(['b', 'b', 'a']);
    expect(holds.list()).toEqual([]);
  });
});
