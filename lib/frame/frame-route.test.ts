import { enUS } from '@/lib/i18n/en-US';
import { frameRoute } from './frame-route';

describe('frameRoute', () => {
  it.each([
    ['/', 'public', enUS.home.title],
    ['/misafirGirisi/_', 'public', enUS.screens.guestVideo],
    ['/ogrenimIcerigi', 'student', enUS.screens.learningContent],
    ['/ogrenimIcerigi/', 'student', enUS.screens.learningContent],
    ['/CourseDetail/_', 'student', enUS.screens.courseDetail],
    ['/CourseDetail/_/_/_', 'student', enUS.screens.courseDetail],
    ['/VideoGoster/9001', 'student', enUS.screens.video],
    ['/SinavOzeti/_/_', 'student', enUS.screens.examSummary],
    ['/SinaviCoz/_/_', 'exam', enUS.screens.exam],
    ['/SinaviCozYokdil/_/_', 'exam', enUS.screens.examYokdil],
    ['/sunucuhatasi', 'public', enUS.serverError.title],
  ])('draws %s in the %s shell under "%s"', (pathname, shell, title) => {
    const route = frameRoute(pathname);
    expect(route.shell).toBe(shell);
    expect(route.title(enUS)).toBe(title);
  });

  it('draws only the home page whole: every other screen waits for data or the URL', () => {
    expect(frameRoute('/').whole).toBe(true);
    for (const pathname of [
      '/misafirGirisi/_',
      '/ogrenimIcerigi',
      '/VideoGoster/9001',
      '/SinaviCoz/_/_',
      '/_not-found',
    ]) {
      expect(frameRoute(pathname).whole ?? false).toBe(false);
    }
  });

  it('gives an unknown path (the exported 404 page) the not-found frame', () => {
    const route = frameRoute('/_not-found');
    expect(route).toMatchObject({ shell: 'public' });
    expect(route.title(enUS)).toBe(enUS.notFound.title);
  });
});
