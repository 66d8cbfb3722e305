'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { NeedsNetworkOnDemand } from '@/components/offline/needs-network-loader';
import { NotFoundPanel } from '@/components/screens/not-found-panel';
import { RouteScreen } from '@/components/screens/route-screen';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/i18n/error-message';
import { isRetake, retakeParam } from '@/lib/exam/retake';
import { backTarget, summaryBack } from '@/lib/exam-summary/back-target';
import { findCourseExam } from '@/lib/exam-summary/course-exams';
import { useAttemptStart } from '@/hooks/api/use-attempt-start';
import { useExam } from '@/hooks/api/use-exam';
import { useKeptAttempt } from '@/hooks/exam/use-kept-attempt';
import { useScoredAttempt } from '@/hooks/exam/use-scored-attempt';
import { useRouteParams } from '@/hooks/ui/use-route-params';
import { routeRecordId } from '@/lib/routes/route-ids';
import { routePatterns, routes } from '@/lib/routes/routes';
import { useAppSelector } from '@/store/hooks';
import { selectEnrollments } from '@/store/user-slice';
import { ExamAvailabilityGate } from './exam-availability-gate';
import { ExamSession } from './exam-session';
import { ExamStart } from './exam-start';
import { GoneAnswers } from './gone-answers';
import { ReplacedAnswers } from './replaced-answers';
import { SubmittedExam } from './submitted-exam';
import { useReconnect } from '@/hooks/exam/use-reconnect';

const screens = {
  yds: { screen: 'exam', pattern: routePatterns.exam },
  yokdil: { screen: 'examYokdil', pattern: routePatterns.examYokdil },
} as const;

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
const isNoResponse = (error: unknown) => isApiError(error) && error.kind === 'no-response';

/** `?retake=1`: a finished exam taken again (lib/exam/retake.ts). Read in the browser only. */
const retakeAsked = () =>
  typeof window !== 'undefined' && isRetake(new URLSearchParams(window.location.search).get(retakeParam));

/**
 * The exam route: reads the exam and enrollment ids from the URL and loads the exam. An attempt
 * this device keeps resumes at once (or, submitted, offers its results and a retake); otherwise
 * the start screen shows, and the attempt, with its deadline, starts only when the student presses
 * Start.
 */
export function ExamScreen({ type }: { type: keyof typeof screens }) {
  const { t } = useMessages();
  const router = useRouter();
  const { screen, pattern } = screens[type];
  const params = useRouteParams(pattern);
  // Both ids must be record ids before any call: `..%2F..` must not steer the exam's POST elsewhere.
  const examId = routeRecordId(params?.sinavid);
  const enrollmentIdText = routeRecordId(params?.enrollid);
  const enrollmentId = enrollmentIdText === null ? null : Number(enrollmentIdText);
  const validIds = examId !== null && enrollmentId !== null;

  const [retake] = useState(retakeAsked);
  const [begun, setBegun] = useState(false);
  const device = useKeptAttempt(validIds ? examId : null, enrollmentId);
  const resumes = device.kept !== null && !(retake && device.kept.attempt.status === 'submitted');
  const opening = begun || (device.loaded && resumes);
  // The course outline says when an exam opens and whether it has a paper: an exam that cannot be
  // started yet says so here too, instead of a start screen (or "not found" for a missing paper).
  const enrollment = useAppSelector(selectEnrollments).find((candidate) => candidate.id === enrollmentId);
  const {
    data: exam,
    error: examError,
    fromDevice: examFromDevice,
    mutate: reloadExam,
  } = useExam(validIds ? examId : null, validIds ? String(enrollmentId) : null, {
    ownEnrollment: enrollment !== undefined,
    // Pressed on the kept paper: the exam is open and stays, whatever the paper's read says later.
    open: begun,
  });
  const retryExam = () => void reloadExam();
  const {
    data: started,
    error: attemptError,
    mutate: reopenAttempt,
  } = useAttemptStart(validIds && opening ? examId : null, enrollmentId, retake && begun);
  const retryAttempt = () => void reopenAttempt();
  const solvedExamId = started?.attempt.status === 'submitted' ? started.attempt.solvedExamId : null;
  // The device's record learns what the server says of a scored attempt before the screen goes on.
  const scored = useScoredAttempt(started);
  const notFound = (params !== null && !validIds) || isNotFound(examError) || isNotFound(attemptError);
  const courseExam = enrollment && validIds ? findCourseExam(enrollment.course, Number(examId)) : null;
  // Names the exam and leads back to it when its paper is neither on the device nor answered.
  const examLocation = enrollment &&
    courseExam && { courseID: enrollment.courseID, courseName: enrollment.course.name, ...courseExam };

  // Submitted on another device while answers given here waited: on to the results, which name
  // what did not count. An exam opened after it was submitted says so instead (SubmittedExam).
  useEffect(() => {
    if (solvedExamId !== null && scored === 'notCounted') router.replace(routes.examSummary(solvedExamId));
  }, [solvedExamId, scored, router]);

  useReconnect({
    // The kept paper on screen is replaced by the server's once it answers.
    exam: (exam === undefined || examFromDevice) && isNoResponse(examError),
    attempt: started === undefined ? isNoResponse(attemptError) : started.source === 'device',
    retryExam,
    retryAttempt,
  });

  const body = () => {
    if (notFound) {
      // The API's 404 in product.md section 8's words ("Request failed" plus its text), then ours.
      const answered = [examError, attemptError].find(isNotFound);
      return (
        <>
          {answered ? (
            <NotFoundPanel message={errorMessage(answered, t)}>
              <p>{t.exam.notFound}</p>
            </NotFoundPanel>
          ) : (
            <NotFoundPanel message={t.exam.notFound} />
          )}
          {answered && enrollment && validIds && (
            <GoneAnswers examId={Number(examId)} enrollmentId={enrollment.id} exam={exam} />
          )}
        </>
      );
    }
    if (solvedExamId !== null && scored === 'settling') return <StatusPanel tone="busy" message={t.exam.loading} />;
    if (solvedExamId !== null && scored === 'notCounted')
      return <StatusPanel tone="busy" message={t.exam.openingSummary} />;
    if (solvedExamId !== null && validIds) {
      const examHref = (type === 'yds' ? routes.exam : routes.examYokdil)(examId, enrollmentId);
      const back = backTarget(
        summaryBack.course,
        enrollment ? { courseID: enrollment.courseID, examId: Number(examId) } : null,
        enrollment ? [enrollment] : [],
      );
      return <SubmittedExam solvedExamId={solvedExamId} examHref={examHref} back={back} />;
    }
    // Once open, the exam stays on screen whatever a later check of the server says. It opens
    // anew only for another attempt, or once the server has created one started offline.
    if (exam && started) {
      return (
        <div>
          <ReplacedAnswers
            exam={exam}
            enrollmentId={started.attempt.enrollmentId}
            attemptId={started.attempt.attemptId}
            fromServer={started.source === 'server'}
          />
          <ExamSession
            key={`${started.attempt.attemptId}/${started.onServer}`}
            exam={exam}
            started={started}
            onAttemptRefused={retryAttempt}
            focusOnOpen={begun}
          />
        </div>
      );
    }
    // Stays while the attempt is being started, so focus stays on its button.
    if (exam && ((device.loaded && !opening) || (begun && attemptError === undefined))) {
      return <ExamStart exam={exam} retake={retake} starting={begun} onStart={() => setBegun(true)} />;
    }
    // With the kept paper on screen, its unanswered read is no reason to stop: the attempt opens from the device.
    if (exam === undefined && isNoResponse(examError))
      return <NeedsNetworkOnDemand located={examLocation ?? null} onRetry={retryExam} />;
    if (exam === undefined && examError !== undefined) return <LoadError error={examError} onRetry={retryExam} />;
    if (attemptError !== undefined) return <LoadError error={attemptError} onRetry={retryAttempt} />;
    return <StatusPanel tone="busy" message={t.exam.loading} />;
  };

  // The ids are shown only when the exam cannot be found: they tell the student what was asked for.
  return (
    <RouteScreen
      screen={screen}
      title={exam?.name ?? courseExam?.material.name}
      pattern={notFound ? pattern : undefined}
    >
      <ExamAvailabilityGate exam={courseExam} courseID={enrollment?.courseID} resumes={device.kept !== null}>
        {body()}
      </ExamAvailabilityGate>
    </RouteScreen>
  );
}
