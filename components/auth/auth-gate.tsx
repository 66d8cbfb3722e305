'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { useInFrame } from '@/components/frame/frame-context';
import { useMessages } from '@/components/providers/locale-provider';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { isApiError } from '@/lib/api/api-error';
import { readSession } from '@/lib/auth/session';
import { routes } from '@/lib/routes/routes';
import { useEnrollments } from '@/lib/swr/use-enrollments';
import { useAppDispatch } from '@/store/hooks';
import { enrollmentsLoaded, sessionRestored } from '@/store/user-slice';

type SessionState = 'checking' | 'present' | 'absent';

/**
 * Client-only guard of the protected shells: before each protected route it restores the
 * session from storage and loads the enrollments (spec section 4). No session sends the
 * browser to `/`; a 401 is handled by the API client (session cleared, /loginProblem).
 * `openOffline`: without a connection (and no kept course list) the screen opens all the same.
 */
export function AuthGate({ children, openOffline = false }: { children: ReactNode; openOffline?: boolean }) {
  const { t } = useMessages();
  const router = useRouter();
  const pathname = usePathname();
  const dispatch = useAppDispatch();
  const [session, setSession] = useState<SessionState>('checking');
  const inFrame = useInFrame();

  const { enrollments, error, mutate } = useEnrollments(session === 'present', {
    onSuccess: (data) => dispatch(enrollmentsLoaded(data)),
  });

  useEffect(() => {
    const restored = readSession();
    if (!restored) {
      setSession('absent');
      router.replace(routes.home);
      return;
    }
    dispatch(sessionRestored(restored));
    setSession('present');
  }, [pathname, dispatch, router]);

  useEffect(() => {
    if (enrollments) void mutate();
    // Only a route change revalidates; the first load is SWR's own.
  }, [pathname]);

  // The exported frame draws the shell as a signed-in student will see it; nothing in it runs.
  if (inFrame) return children;
  if (session !== 'present' || (!enrollments && !error)) {
    return <StatusPanel tone="busy" message={t.shell.checkingSession} />;
  }
  if (!enrollments) {
    // An exam kept on the device needs no course list: without a connection it opens anyway.
    if (openOffline && isApiError(error) && error.kind === 'no-response') return children;
    const invalid = isApiError(error) && error.kind === 'invalid-response';
    return (
      <LoadError
        error={error}
        title={invalid ? t.errors.enrollmentsInvalid : t.errors.enrollmentsFailed}
        onRetry={() => void mutate()}
      />
    );
  }
  return children;
}
