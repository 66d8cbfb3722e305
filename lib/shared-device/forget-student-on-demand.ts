/**
 * What clears a student's data reaches into exams, videos and the worker, and runs only when a
 * session starts or ends: it loads then, off every page's first load (decision 37). Should it fail to
 * load when a session ends, the session is ended all the same and the screen offers Try again; the
 * next sign-in clears what was left.
 */
export const forgetStudentOnDemand = () => import('./forget-student');

export const sessionEndOnDemand = () => import('./session-end');
