import { proceed, runStartup } from './run-startup';

describe('start-up steps', () => {
  it('is ready when every step lets it go on, running them in order', async () => {
    const order: string[] = [];
    const outcome = await runStartup([
      { name: 'a', run: () => (order.push('a'), proceed) },
      { name: 'b', run: async () => (order.push('b'), proceed) },
    ]);
    expect(outcome).toEqual({ kind: 'ready' });
    expect(order).toEqual(['a', 'b']);
  });

  it('stops at a redirect and runs no later step', async () => {
    const later = jest.fn(() => proceed);
    const outcome = await runStartup([
      { name: 'deep-link', run: () => ({ kind: 'redirect', to: '/callback?code=1&state=2' }) },
      { name: 'later', run: later },
    ]);
    expect(outcome).toEqual({ kind: 'redirect', to: '/callback?code=1&state=2' });
    expect(later).not.toHaveBeenCalled();
  });

  it('reports the failing step and its error', async () => {
    const error = new Error('Invalid API URL');
    const outcome = await runStartup([
      {
        name: 'api-url',
        run: () => {
          throw error;
        },
      },
    ]);
    expect(outcome).toEqual({ kind: 'failed', step: 'api-url', error });
  });
});
