'use client';

import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import { signOut } from '@/lib/auth/sign-out';
import { currentStudent } from '@/lib/session/session';
import { format } from '@/lib/i18n/format';
import { useOnline } from '@/hooks/pwa/use-online';
import type { UnsentWork } from '@/lib/shared-device/unsent-work';
import { useAppSelector } from '@/store/hooks';
import { selectDisplayName, selectEnrollments } from '@/store/user-slice';
import { PreferenceControls } from './preference-controls';

// The question asked before signing out, and the look for unsent work behind it, download with the
// first Sign out, not with every signed-in screen (issue 20).
const loadSignOutQuestion = () => import('./sign-out-dialog');
const SignOutDialog = lazy(() => loadSignOutQuestion().then((module) => ({ default: module.SignOutDialog })));

/** Focus or a tap that went into a dialog (the sign-out question) keeps the menu open behind it. */
const outside = (wrapper: HTMLElement, target: EventTarget | null) =>
  target instanceof Node && !wrapper.contains(target) && !(target instanceof Element && target.closest('dialog'));

/**
 * The account menu: who is signed in, night mode, language and the way out, behind one button
 * (a disclosure: Escape or a tap elsewhere closes it, Escape returns focus to the button).
 */
export function UserMenu() {
  const { t } = useMessages();
  const name = useAppSelector(selectDisplayName);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();

  // A new page closes the menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideTap = (event: PointerEvent) => {
      if (wrapper.current && outside(wrapper.current, event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideTap);
    return () => document.removeEventListener('pointerdown', closeOnOutsideTap);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };

  // Signing out ends with the identity provider, on the network.
  const online = useOnline();
  const hintId = useId();
  const enrollments = useAppSelector(selectEnrollments);
  const [unsentWork, setUnsentWork] = useState<UnsentWork | null>(null);
  // Once asked, the dialog stays mounted, so it fades out when closed.
  const [asked, setAsked] = useState(false);
  // Work the server lacks is never left behind unasked: the dialog offers to send it first.
  const askOrSignOut = async () => {
    // Unreadable attempts (IndexedDB failing) are not removed at sign-out either: they stay on the device.
    const work = await loadSignOutQuestion()
      .then((question) => question.unsentWorkAtSignOut(currentStudent(), enrollments))
      .catch((error: unknown) => {
        console.warn('Could not look for unsent work before signing out', error);
        return null;
      });
    if (!work) return signOut();
    setAsked(true);
    setUnsentWork(work);
  };

  return (
    <>
      <div
        ref={wrapper}
        className="relative"
        onKeyDown={closeOnEscape}
        onBlur={(event) =>
          wrapper.current && event.relatedTarget && outside(wrapper.current, event.relatedTarget) && setOpen(false)
        }
      >
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-1 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 sm:px-2"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-700 dark:text-brand-100">
            <UserRound aria-hidden="true" className="size-5" />
          </span>
          <span aria-hidden="true" className="hidden max-w-40 truncate text-sm font-medium lg:inline">
            {name}
          </span>
          <ChevronDown aria-hidden="true" className={`hidden size-4 sm:block ${open ? 'rotate-180' : ''}`} />
          <span className="sr-only">{format(t.shell.accountMenu, { name })}</span>
        </button>
        <div
          id={panelId}
          hidden={!open}
          className="absolute right-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-3 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <p data-testid="display-name" className="break-words px-3 pb-3 font-semibold">
            {format(t.shell.greeting, { name })}
          </p>
          <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {t.shell.preferences}
          </p>
          <PreferenceControls layout="stacked" />
          <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700">
            <Button
              variant="ghost"
              onClick={() => void askOrSignOut()}
              disabled={!online}
              aria-describedby={online ? undefined : hintId}
              className="w-full !justify-start px-3"
            >
              <LogOut aria-hidden="true" className="size-5" />
              {t.auth.signOut}
            </Button>
            {!online && (
              <p className="px-3">
                <OfflineHint id={hintId} />
              </p>
            )}
          </div>
        </div>
      </div>
      {asked && (
        <Suspense fallback={null}>
          <SignOutDialog work={unsentWork} onWorkChange={setUnsentWork} signOut={signOut} />
        </Suspense>
      )}
    </>
  );
}
