/** The English (US) message catalogue: every UI string of the portal, and the default. */
export const enUS = {
  app: {
    name: 'Language School Student Portal',
    shortName: 'Student Portal',
    description: 'Courses, video lessons, materials, live classes and practice exams.',
    noScript: 'The student portal needs JavaScript. Please enable it and reload the page.',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    backToHome: 'Back to the home page',
    skipToContent: 'Skip to content',
    parameters: 'Page details',
  },
  startup: {
    failed: 'The portal could not start. Please reload the page; if this keeps happening, contact the school.',
  },
  preferences: {
    nightModeOn: 'Turn on night mode',
    nightModeOff: 'Turn off night mode',
    language: 'Language',
    languageNames: { 'en-US': 'English', 'tr-TR': 'Türkçe' },
  },
  auth: {
    signIn: 'Sign in',
    signOut: 'Sign out',
    signingIn: 'Signing you in…',
    redirecting: 'Taking you to the sign-in page…',
    stateMismatch: 'This sign-in could not be verified, so it was refused. Please sign in again.',
    missingCallbackParams: 'This sign-in link is incomplete. Please sign in again.',
    signInAgain: 'Sign in again',
    loginErrors: {
      'token-unavailable': 'We could not get your sign-in token. Please try again.',
      'invalid-response': 'The sign-in service sent data we could not read. Please try again.',
      'access-token-missing': 'The sign-in service did not send an access token. Please try again.',
      'invalid-user': 'Your user information could not be read. Please contact the school.',
    },
  },
  errors: {
    auth: 'Authentication failed',
    server: 'Server error',
    request: 'Request failed',
    noResponse: 'No response from server',
    invalidUrl: 'Invalid API URL',
    invalidResponse: 'The server sent data the portal could not read.',
    enrollmentsFailed: 'Your courses could not be loaded.',
    enrollmentsInvalid: 'Your course data is invalid.',
    unexpected: 'Something went wrong.',
  },
  home: {
    title: 'Welcome to your language school',
    intro: 'Follow your courses, watch video lessons, read materials, join live classes and take practice exams for E-YDS and E-YÖKDİL.',
    signedInAs: 'Signed in as {name}.',
    continue: 'Go to my courses',
    guestNote: 'Received a video link from your teacher? Open it directly: no sign-in needed.',
  },
  loginProblem: {
    title: 'You are not signed in',
    body: 'Your session has ended or could not be verified. Please sign in again to continue.',
  },
  serverError: {
    title: 'Server error',
    body: 'The school’s server could not answer. Please try again in a few minutes.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
  },
  shell: {
    mainNavigation: 'Main navigation',
    greeting: 'Hello, {name}',
    unreadNotifications: '{count} unread notifications',
    checkingSession: 'Checking your session…',
  },
  nav: {
    learningContent: 'My courses',
    notifications: 'Notifications',
    help: 'Help',
    offlineGuide: 'Offline videos',
  },
  screens: {
    learningContent: 'My courses',
    courseDetail: 'Course',
    pdf: 'PDF material',
    offlineVideo: 'Offline video',
    offlineInfo: 'Offline guide',
    notifications: 'Notifications',
    help: 'Help',
    video: 'Video lesson',
    code4edu: 'Coding material',
    zoom: 'Live class',
    examSummary: 'Exam summary',
    exam: 'E-YDS practice exam',
    examYokdil: 'E-YÖKDİL practice exam',
    guestVideo: 'Shared video',
    guestRedirect: 'Opening a shared link',
  },
  params: {
    id: 'Id',
    materialid: 'Material',
    vodid: 'Video',
    gelensectionid: 'Section',
    gelentopicid: 'Topic',
    cozulensinavid: 'Solved exam',
    doBack: 'Back to',
    sinavid: 'Exam',
    enrollid: 'Enrollment',
    url: 'Target',
  },
  learningContent: {
    courses: 'Courses',
    exams: 'Practice exams',
  },
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape every catalogue must have: the English one's keys, any strings. */
export type Messages = Widen<typeof enUS>;
