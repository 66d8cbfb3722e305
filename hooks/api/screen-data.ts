import { preload } from 'swr';
import { matchRoute, routePatterns, type RoutePattern } from '@/lib/routes/routes';
import type { ApiRequest } from './api-request';
import { examRequest } from './use-exam';
import { materialRequest } from './use-material';
import { solvedExamRequest } from './use-solved-exam';

type Params = Record<string, string>;

/**
 * The one read each screen cannot be drawn without, by route (the screens' own hooks ask the same).
 * The exam paper's read loads its keeping code only when it runs: the shared shell carries the
 * request alone (decision 41).
 */
const screenReads: readonly [RoutePattern, (params: Params) => ApiRequest<unknown> | null][] = [
  [routePatterns.video, (params) => materialRequest(params.materialid)],
  [routePatterns.pdf, (params) => materialRequest(params.id)],
  [routePatterns.zoom, (params) => materialRequest(params.materialid)],
  [routePatterns.code4edu, (params) => materialRequest(params.materialid)],
  [routePatterns.examSummary, (params) => solvedExamRequest(params.cozulensinavid)],
  [routePatterns.examSummaryBack, (params) => solvedExamRequest(params.cozulensinavid)],
  [routePatterns.exam, (params) => examRequest(params.sinavid, params.enrollid)],
  [routePatterns.examYokdil, (params) => examRequest(params.sinavid, params.enrollid)],
];

/**
 * On a page's first load the screen is mounted only once the enrollments are in (product.md section 4),
 * and only then would it ask for its own data: one round trip after the other. Asked here beside
 * the enrollments, the answer waits in SWR's preload cache for the screen's hook to take.
 */
export function preloadScreenData(pathname: string): void {
  for (const [pattern, read] of screenReads) {
    const params = matchRoute(pattern, pathname);
    const request = params && read(params);
    // A failure reaches the screen through its hook; here it is only kept from going unhandled.
    if (request) preload(request.key, request.load).catch(() => undefined);
  }
}
