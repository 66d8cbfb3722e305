import { act, render } from '@testing-library/react';
import * as endpoints from '@/lib/api/endpoints';
import { PageOpenLogger } from './page-open-logger';

jest.mock('@/lib/api/endpoints');
jest.mock('next/navigation', () => ({ usePathname: () => '/CourseDetail/101/1002/5005' }));
const api = jest.mocked(endpoints);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** The logger waits for the page's first frame; jsdom draws none, so its fallback wait runs out. */
const pageDrawn = () => act(() => jest.advanceTimersByTimeAsync(1000));

describe('page-open logs (decision 51)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.clearAllMocks();
    api.logPageOpen.mockResolvedValue({ id: 'log-1' });
  });
  afterEach(() => {
    jest.useRealTimers();
    setOnline(true);
  });

  it('logs a page opened online once it is drawn', async () => {
    setOnline(true);
    render(<PageOpenLogger />);
    expect(api.logPageOpen).not.toHaveBeenCalled();
    await pageDrawn();
    expect(api.logPageOpen).toHaveBeenCalledTimes(1);
    expect(api.logPageOpen).toHaveBeenCalledWith('/CourseDetail/101/1002/5005');
  });

  it.each([
    ['never logs a page opened offline, even when the connection returns before it is drawn', false, true],
    ['does not log a page opened online that is drawn after the connection dropped', true, false],
  ])('%s', async (_case, onlineWhenOpened, onlineWhenDrawn) => {
    setOnline(onlineWhenOpened);
    render(<PageOpenLogger />);
    setOnline(onlineWhenDrawn);
    await pageDrawn();
    expect(api.logPageOpen).not.toHaveBeenCalled();
  });
});
