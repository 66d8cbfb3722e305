import { preload } from 'swr';
import { matchRoute } from '@/lib/routes/routes';
import { screenReads, type ScreenReadKind } from '@/lib/routes/screen-reads';
import type { ApiRequest } from './api-request';
import { examRequest } from './use-exam';
import { materialRequest } from './use-material';
import { solvedExamRequest } from './use-solved-exam';

type Read = Pick<ApiRequest<unknown>, 'key' | 'load'>;

/**
 * Each screen read as its screen's hook asks for it (the same key and call). The exam paper's read
 * loads its keeping code only when it runs: the shared shell carries the request alone (decision 41).
 */
const readsOf: Record<ScreenReadKind, (ids: (string | undefined)[]) => (Read | null)[]> = {
  material: ([id]) => [materialRequest(id)],
  solvedExam: ([id]) => [solvedExamRequest(id)],
  examPaper: ([examId, enrollmentId]) => [examRequest(examId, enrollmentId)],
};

/**
 * On a page's first load the screen is mounted only once the enrollments are in (product.md section 4),
 * and only then would it ask for its own data: one round trip after the other. Asked here beside
 * the enrollments, the answer waits in SWR's preload cache for the screen's hook to take.
 */
export function preloadScreenData(pathname: string): void {
  for (const { route, read, ids } of screenReads) {
    const params = matchRoute(route, pathname);
    if (!params) continue;
    for (const request of readsOf[read](ids.map((name) => params[name]))) {
      if (!request) continue;
      // A failure reaches the screen through its hook (which reads again); here it is only kept from going unhandled.
      preload(request.key, request.load).catch(() => undefined);
    }
  }
}
