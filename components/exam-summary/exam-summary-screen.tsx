'use client';

import { Suspense, useMemo } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { NotFoundPanel } from '@/components/screens/not-found-panel';
import { RouteScreen } from '@/components/screens/route-screen';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { isApiError } from '@/lib/api/api-error';
import { backTarget } from '@/lib/exam-summary/back-target';
import { scoredAttemptPick } from '@/lib/exam-summary/not-counted';
import { useRouteParams } from '@/hooks/ui/use-route-params';
import { format } from '@/lib/i18n/format';
import { routeRecordId } from '@/lib/routes/route-ids';
import type { routePatterns } from '@/lib/routes/routes';
import { useSolvedExam } from '@/hooks/api/use-solved-exam';
import { useAppSelector } from '@/store/hooks';
import { selectEnrollments } from '@/store/user-slice';
import { BackLink } from './back-link';
import { NotCountedNote } from './not-counted-note';
import { SectionTable } from './section-table';
import { SummaryResults } from './summary-results';
import { SummaryViews } from './summary-views';

type SummaryPattern = typeof routePatterns.examSummary | typeof routePatterns.examSummaryBack;

/** /SinavOzeti/:cozulensinavid and /SinavOzeti/:cozulensinavid/:doBack. */
export function ExamSummaryScreen({ pattern }: { pattern: SummaryPattern }) {
  const { t } = useMessages();
  const params = useRouteParams(pattern);
  const enrollments = useAppSelector(selectEnrollments);
  const solvedExamId = params === null ? null : routeRecordId(params.cozulensinavid);
  const { data: solvedExam, error, mutate } = useSolvedExam(solvedExamId);
  const scoredId = solvedExam?.id;
  const notCounted = useMemo(() => (scoredId === undefined ? null : scoredAttemptPick(scoredId)), [scoredId]);

  const body = () => {
    if (solvedExam) {
      return (
        <>
          <NotCountedNote pick={notCounted} questions={solvedExam.questions} />
          <SummaryResults exam={solvedExam} />
          <SectionTable exam={solvedExam} />
          {/* The view comes from the query string, which a static page only knows in the browser. */}
          <Suspense>
            <SummaryViews exam={solvedExam} />
          </Suspense>
        </>
      );
    }
    // An id that is no record id is not asked for: it cannot be found.
    if ((params !== null && solvedExamId === null) || (isApiError(error) && error.status === 404))
      return <NotFoundPanel message={t.examSummary.notFound} />;
    if (error !== undefined) return <LoadError error={error} onRetry={() => void mutate()} />;
    return <StatusPanel tone="busy" message={t.examSummary.loading} />;
  };

  return (
    <RouteScreen screen="examSummary" title={solvedExam && format(t.examSummary.title, { name: solvedExam.examName })}>
      <BackLink target={backTarget(params?.doBack, solvedExam ?? null, enrollments)} />
      {body()}
    </RouteScreen>
  );
}
