import 'fake-indexeddb/auto';
import { isMarkCurrent, markSessionCurrent, readSessionMark, unmarkSession } from './session-mark';

/** The page writes the mark without waiting: lets IndexedDB's transaction finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the session mark the service worker reads', () => {
  it('says a session is current until its time, and no longer once the session ends', async () => {
    markSessionCurrent(2_000);
    await settle();
    const mark = await readSessionMark();
    expect([isMarkCurrent(mark, 1_999), isMarkCurrent(mark, 2_000)]).toEqual([true, false]);
    unmarkSession();
    await settle();
    expect(isMarkCurrent(await readSessionMark(), 0)).toBe(false);
  });
});
