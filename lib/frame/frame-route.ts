import type { ShellMessages } from '@/lib/i18n/messages';
import { matchRoute, routePatterns, routes } from '@/lib/routes/routes';

/** Which shell a route mounts into: the frame draws the same one before the app is there. */
export type FrameShell = 'public' | 'student' | 'exam';

interface FrameRoute {
  shell: FrameShell;
  /** The heading the screen shows first, from the catalogue (a course's own name comes later). */
  title: (t: ShellMessages) => string;
  /** A screen drawn from no data at all: the frame draws it whole, not only its heading. */
  whole?: boolean;
}

type Screen = keyof ShellMessages['screens'];
const screen = (key: Screen) => (t: ShellMessages) => t.screens[key];

const fixedRoutes: Record<string, FrameRoute> = {
  [routes.home]: { shell: 'public', title: (t) => t.home.title, whole: true },
  [routes.callback]: { shell: 'public', title: (t) => t.auth.signingIn },
  [routes.loginProblem]: { shell: 'public', title: (t) => t.loginProblem.title },
  [routes.serverError]: { shell: 'public', title: (t) => t.serverError.title },
  [routes.learningContent]: { shell: 'student', title: screen('learningContent') },
  [routes.offlineInfo]: { shell: 'student', title: screen('offlineInfo') },
  [routes.notifications]: { shell: 'student', title: screen('notifications') },
  [routes.help]: { shell: 'student', title: screen('help') },
};

const patternRoutes: [string, FrameRoute][] = [
  [routePatterns.guestVideo, { shell: 'public', title: screen('guestVideo') }],
  [routePatterns.guestRedirect, { shell: 'public', title: screen('guestRedirect') }],
  [routePatterns.courseDetail, { shell: 'student', title: screen('courseDetail') }],
  [routePatterns.courseDetailTopic, { shell: 'student', title: screen('courseDetail') }],
  [routePatterns.pdf, { shell: 'student', title: screen('pdf') }],
  [routePatterns.offlineVideo, { shell: 'student', title: screen('offlineVideo') }],
  [routePatterns.video, { shell: 'student', title: screen('video') }],
  [routePatterns.code4edu, { shell: 'student', title: screen('code4edu') }],
  [routePatterns.zoom, { shell: 'student', title: screen('zoom') }],
  [routePatterns.examSummary, { shell: 'student', title: screen('examSummary') }],
  [routePatterns.examSummaryBack, { shell: 'student', title: screen('examSummary') }],
  [routePatterns.exam, { shell: 'exam', title: screen('exam') }],
  [routePatterns.examYokdil, { shell: 'exam', title: screen('examYokdil') }],
];

const notFound: FrameRoute = { shell: 'public', title: (t) => t.notFound.title };

/** The frame of the page exported for `pathname` (placeholder ids included); unknown paths get the not-found frame. */
export function frameRoute(pathname: string): FrameRoute {
  const path = pathname.replace(/\.html$/, '').replace(/(.)\/+$/, '$1') || routes.home;
  const fixed = fixedRoutes[path];
  if (fixed) return fixed;
  return patternRoutes.find(([pattern]) => matchRoute(pattern, path) !== null)?.[1] ?? notFound;
}

/** The routes behind the start-up gate (product.md section 4): each first loads the student's enrollments. */
export const protectedRoutes: readonly string[] = [
  ...Object.entries(fixedRoutes).filter(([, route]) => route.shell !== 'public'),
  ...patternRoutes.filter(([, route]) => route.shell !== 'public'),
].map(([path]) => path);
