'use client';

import { usePathname, useRouter } from 'next/navigation';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useInFrame } from '@/components/frame/frame-context';
import { useMessages } from '@/hooks/i18n/use-messages';
import { LoadError } from '@/components/ui/load-error';
import { preloadScreenData } from '@/hooks/api/screen-data';
import { useEnrollments } from '@/hooks/api/use-enrollments';
import { useEndedSession } from '@/hooks/session/use-ended-session';
import { StatusPanel } from '@/components/ui/status-panel';
import { isApiError } from '@/lib/api/api-error';
import { loadKeptAnswers } from '@/lib/kept-reads/kept-answers';
import { restoreSession, studentOf } from '@/lib/session/session';
import { routes } from '@/lib/routes/routes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectEnrollmentsLoaded, sessionRestored } from '@/store/user-slice';
import { SessionEndPanel } from './session-end-panel';
import { SignOutButton } from './sign-out-button';

type SessionState = 'checking' | 'present' | 'absent';

/**
 * Client-only guard of the protected shells: before each protected route it restores the
 * session from storage and loads the enrollments (product.md section 4). No session sends the
 * browser to `/`; a stored token no request can carry (CR LF, megabytes long) is an auth
 * failure: cleared, /loginProblem, as a 401 does (the API client's handler).
 * A failed course list offers a retry and a way out (sign out).
 * `openOffline`: without a connection (and no kept course list) the screen opens all the same.
 * Once the session ends, here or in another tab, nothing of the student is drawn any more: the
 * session's end takes the screen until the page leaves (decision 22).
 */
export function AuthGate({ children, openOffline = false }: { children: ReactNode; openOffline?: boolean }) {
  const { t } = useMessages();
  const router = useRouter();
  const pathname = usePathname();
  const dispatch = useAppDispatch();
  const [session, setSession] = useState<SessionState>('checking');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const ended = useEndedSession(sessionId);
  const inFrame = useInFrame();

  // The store holds the enrollments (product.md section 3); this gate's read fills it.
  const loaded = useAppSelector(selectEnrollmentsLoaded);
  // Device first (decision 44): with a restored session, the course list kept for it lets the page
  // draw at once; a 401 on the read behind it still ends the session (the API client's handler).
  const { data, error, mutate } = useEnrollments(session === 'present' && ended === null);
  const failed = error !== undefined && data === undefined;
  // The store's update renders at once and whole; the page's first render, the heaviest of a
  // visit, is a transition instead, so React yields to the browser while drawing it.
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => {
    if (loaded) startTransition(() => setPageShown(true));
  }, [loaded]);

  // The page is mounted after this gate's first restore: its data is asked for beside the
  // enrollments then. Later routes mount with their page, which asks for itself.
  const firstRestore = useRef(true);
  useEffect(() => {
    const restored = restoreSession();
    if (restored.kind !== 'present') {
      setSession('absent');
      router.replace(restored.kind === 'unusable' ? routes.loginProblem : routes.home);
      return;
    }
    const { id, user } = restored.session;
    const student = studentOf(user);
    dispatch(sessionRestored(restored.session));
    setSessionId(id);
    if (firstRestore.current) preloadScreenData(pathname);
    firstRestore.current = false;
    // The first frame reads the session's kept copies (decision 44): they come from IndexedDB first,
    // or not at all when it fails (the reads then draw from the network).
    let current = true;
    void (id && student ? loadKeptAnswers({ sessionId: id, student }) : Promise.resolve()).then(
      () => current && setSession('present'),
    );
    return () => {
      current = false;
    };
  }, [pathname, dispatch, router]);

  const shownPath = useRef(pathname);
  useEffect(() => {
    // A route change loads them again (product.md section 4); the first load is the one above.
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (loaded) void mutate();
  }, [pathname, loaded, mutate]);

  // The exported frame draws the shell as a signed-in student will see it; nothing in it runs.
  if (inFrame) return children;
  if (ended !== null) return <SessionEndPanel ended={ended} />;
  if (session !== 'present' || (!loaded && !failed) || (loaded && !failed && !pageShown)) {
    return <StatusPanel tone="busy" message={t.shell.checkingSession} />;
  }
  if (failed) {
    // An exam kept on the device needs no course list: without a connection it opens anyway.
    if (openOffline && isApiError(error) && error.kind === 'no-response') return children;
    const invalid = isApiError(error) && error.kind === 'invalid-response';
    return (
      <LoadError
        error={error}
        title={invalid ? t.errors.enrollmentsInvalid : t.errors.enrollmentsFailed}
        onRetry={() => void mutate()}
      >
        <SignOutButton />
      </LoadError>
    );
  }
  return children;
}
