/**
 * The device's exam reads as SWR knows them: which papers and which attempts in progress this
 * device keeps (`examId/enrollmentId` keys). The course page reads them (`useKeptPapers`,
 * `useExamsInProgress`); a first load of a course page asks for them beside the enrollments
 * (`preloadScreenData`), with their code loaded on demand so the shared shell does not carry it.
 */
export const deviceExamReads = {
  keptPapers: {
    key: 'exam-papers-kept-on-device',
    load: () => import('@/lib/exam/kept-papers').then((papers) => papers.keptPaperKeys()),
  },
  examsInProgress: {
    key: 'exam-attempts-in-progress-on-device',
    load: () => import('@/lib/exam/kept-attempts').then((attempts) => attempts.examsInProgressOnDevice()),
  },
} as const;
