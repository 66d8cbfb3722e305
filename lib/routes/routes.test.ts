import { matchRoute, routePatterns, routes } from './routes';

describe('route parameters from the real URL', () => {
  it('reads every id of a dynamic route', () => {
    expect(matchRoute(routePatterns.courseDetailTopic, '/CourseDetail/123/4/5')).toEqual({
      id: '123',
      gelensectionid: '4',
      gelentopicid: '5',
    });
    expect(matchRoute(routePatterns.exam, '/SinaviCoz/9/31/')).toEqual({ sinavid: '9', enrollid: '31' });
  });

  it('decodes an encoded segment', () => {
    const path = routes.guestRedirect('https://example.com/a b?x=1');
    expect(matchRoute(routePatterns.guestRedirect, path)).toEqual({ url: 'https://example.com/a b?x=1' });
  });

  it('does not match other routes or other depths', () => {
    expect(matchRoute(routePatterns.courseDetail, '/CourseDetail/1/2/3')).toBeNull();
    expect(matchRoute(routePatterns.examYokdil, '/SinaviCoz/9/31')).toBeNull();
    expect(matchRoute(routePatterns.pdf, '/PdfGoster/%E0%A4%A')).toBeNull();
  });

  it('builds paths the patterns read back', () => {
    expect(routes.courseDetail(7, 8, 9)).toBe('/CourseDetail/7/8/9');
    expect(routes.courseDetail(7)).toBe('/CourseDetail/7');
    expect(routes.examSummary(5, 'ogrenimIcerigi')).toBe('/SinavOzeti/5/ogrenimIcerigi');
  });
});
