import { preload } from 'swr';
import { apiPaths, examApiPaths } from '@/lib/api/endpoints';
import { preloadScreenData } from './screen-data';

jest.mock('swr', () => ({
  __esModule: true,
  default: jest.fn(),
  preload: jest.fn(() => Promise.resolve()),
}));

const preloaded = () => jest.mocked(preload).mock.calls.map(([key]) => key);

describe('preloadScreenData', () => {
  beforeEach(() => {
    jest.mocked(preload).mockClear();
  });

  it.each([
    ['/VideoGoster/9001', apiPaths.material('9001')],
    ['/PdfGoster/9002', apiPaths.material('9002')],
    ['/ZoomGoster/9027', apiPaths.material('9027')],
    ['/Code4EduGoster/9030', apiPaths.material('9030')],
    ['/SinavOzeti/4003', apiPaths.solvedExam('4003')],
    ['/SinavOzeti/4003/kurs', apiPaths.solvedExam('4003')],
    ['/SinaviCoz/9033/202', examApiPaths.exam('9033', '202')],
    ['/SinaviCozYokdil/9040/202', examApiPaths.exam('9040', '202')],
  ])('asks for the data %s is drawn with, under the key its screen reads', (pathname, key) => {
    preloadScreenData(pathname);
    expect(preloaded()).toEqual([key]);
  });

  it.each(['/ogrenimIcerigi', '/notifs', '/VideoGoster/..%2F..%2Fusers', '/SinavOzeti/x', '/SinaviCoz/9033/x'])(
    'asks for nothing on %s: a screen without such data, or an id that is no record id',
    (pathname) => {
      preloadScreenData(pathname);
      expect(preloaded()).toEqual([]);
    },
  );
});
