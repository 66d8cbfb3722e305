'use client';

import { usePathname, useRouter } from 'next/navigation';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useInFrame } from '@/components/frame/frame-context';
import { useMessages } from '@/hooks/i18n/use-messages';
import { LoadError } from '@/components/ui/load-error';
import { preloadScreenData } from '@/hooks/api/screen-data';
import { useStoreLoad } from '@/hooks/store/use-store-load';
import { StatusPanel } from '@/components/ui/status-panel';
import { isApiError } from '@/lib/api/api-error';
import { restoreSession } from '@/lib/auth/session';
import { routes } from '@/lib/routes/routes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadEnrollments, showKeptEnrollments } from '@/store/user-loads';
import { selectEnrollmentsLoaded, sessionRestored } from '@/store/user-slice';
import { SignOutButton } from './sign-out-button';

type SessionState = 'checking' | 'present' | 'absent';

/**
 * Client-only guard of the protected shells: before each protected route it restores the
 * session from storage and loads the enrollments (product.md section 4). No session sends the
 * browser to `/`; a stored token no request can carry (CR LF, megabytes long) is an auth
 * failure: cleared, /loginProblem, as a 401 does (the API client's handler).
 * A failed course list offers a retry and a way out (sign out).
 * `openOffline`: without a connection (and no kept course list) the screen opens all the same.
 */
export function AuthGate({ children, openOffline = false }: { children: ReactNode; openOffline?: boolean }) {
  const { t } = useMessages();
  const router = useRouter();
  const pathname = usePathname();
  const dispatch = useAppDispatch();
  const [session, setSession] = useState<SessionState>('checking');
  const inFrame = useInFrame();

  // The store holds the enrollments (product.md section 3); this gate is where they are loaded.
  const loaded = useAppSelector(selectEnrollmentsLoaded);
  // Device first (decision 44): with a restored session, the course list kept for this student lets
  // the page draw at once; a 401 on the load behind it still ends the session (the API client's handler).
  const { error, mutate, keptWithdrawn } = useStoreLoad(loadEnrollments, session === 'present', showKeptEnrollments);
  const failed = error !== undefined && (!loaded || keptWithdrawn);
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
    dispatch(sessionRestored(restored.session));
    setSession('present');
    if (firstRestore.current) preloadScreenData(pathname);
    firstRestore.current = false;
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
