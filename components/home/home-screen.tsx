'use client';

import { ArrowRight, GraduationCap } from 'lucide-react';
import { useInFrame } from '@/components/frame/frame-context';
import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';
import { SignInButton } from '@/components/shell/sign-in-button';
import { buttonClasses } from '@/components/ui/button';
import { readSession } from '@/lib/session/session';
import { useDocumentTitle } from '@/hooks/ui/use-document-title';
import { useHydrated } from '@/hooks/ui/use-hydrated';
import { format } from '@/lib/i18n/format';
import { routes } from '@/lib/routes/routes';
import { displayName } from '@/store/user-slice';
import { GuestVideoForm } from './guest-video-form';
import { OfferList } from './offer-list';

/** The index page: the school, what the portal offers, signing in, and the guests' way to a shared video. */
export function HomeScreen() {
  const { t } = useMessages();
  // The exported frame draws this screen whole, before anyone knows whether a session is stored:
  // it leaves out what depends on one (decision 42).
  const inFrame = useInFrame();
  const hydrated = useHydrated();
  const session = hydrated ? readSession() : null;
  useDocumentTitle(t.home.title);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 pb-4">
      <section
        aria-labelledby="home-title"
        className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-5 text-white sm:p-8"
      >
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-100">
          <GraduationCap aria-hidden="true" className="size-5" />
          {t.app.name}
        </p>
        <h1 id="home-title" className="text-3xl font-bold leading-tight sm:text-4xl">
          {t.home.title}
        </h1>
        <p className="max-w-2xl text-lg text-brand-50">{t.home.intro}</p>
        {/* A line and a button either way, so the frame's empty box fits both and nothing moves. */}
        <div className="flex min-h-20 flex-col items-stretch gap-3 sm:items-start [&_button]:w-full sm:[&_button]:w-auto [&_span]:text-amber-100">
          {inFrame ? null : session ? (
            <>
              <p>{format(t.home.signedInAs, { name: displayName(session.user) })}</p>
              <Link href={routes.learningContent} className={`${buttonClasses('inverse')} w-full sm:w-auto`}>
                {t.home.continue}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </>
          ) : (
            <>
              <p>{t.home.signInNote}</p>
              <SignInButton variant="inverse" />
            </>
          )}
        </div>
      </section>
      <OfferList />
      {!inFrame && !session && <GuestVideoForm />}
    </div>
  );
}
