import { routePatterns, type RoutePattern } from './routes';

/**
 * What a screen cannot be drawn without: a material, a submitted attempt or an exam paper (API
 * reads). The course page's reads of the exams kept on the device are its own hooks': read ahead
 * into SWR's cache at first load, they left the outline waiting for good in WebKit.
 */
export type ScreenReadKind = 'material' | 'solvedExam' | 'examPaper';

export interface ScreenRead {
  route: RoutePattern;
  read: ScreenReadKind;
  /** The route's parameters the read takes, in order: the record ids of its API path. */
  ids: readonly string[];
}

/**
 * What each screen cannot be drawn without, by route, the one list of it (decision 41). A first
 * load asks for it beside the enrollments (`preloadScreenData`, hooks/api/screen-data.ts); the
 * page's head asks for the API reads before the scripts arrive (lib/startup/early-reads-script.ts,
 * decision 47), all but the exam paper's: that read keeps the paper on the device and stays the app's.
 */
export const screenReads: readonly ScreenRead[] = [
  { route: routePatterns.video, read: 'material', ids: ['materialid'] },
  { route: routePatterns.pdf, read: 'material', ids: ['id'] },
  { route: routePatterns.zoom, read: 'material', ids: ['materialid'] },
  { route: routePatterns.code4edu, read: 'material', ids: ['materialid'] },
  { route: routePatterns.examSummary, read: 'solvedExam', ids: ['cozulensinavid'] },
  { route: routePatterns.examSummaryBack, read: 'solvedExam', ids: ['cozulensinavid'] },
  { route: routePatterns.exam, read: 'examPaper', ids: ['sinavid', 'enrollid'] },
  { route: routePatterns.examYokdil, read: 'examPaper', ids: ['sinavid', 'enrollid'] },
];
