import { matchRoute, routePatterns } from '@/lib/routes/routes';

/** A page where a student may be taking an exam: never reloaded under them (decision 14). */
export function isExamPath(pathname: string): boolean {
  return [routePatterns.exam, routePatterns.examYokdil].some((pattern) => matchRoute(pattern, pathname) !== null);
}
