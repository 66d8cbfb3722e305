'use client';

import Link from 'next/link';
import { useMessages } from '@/components/providers/locale-provider';
import { SignInButton } from '@/components/shell/sign-in-button';
import { buttonClasses } from '@/components/ui/button';
import { readSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { format } from '@/lib/i18n/format';
import { routes } from '@/lib/routes/routes';
import { displayName } from '@/store/user-slice';

export function HomeScreen() {
  const { t } = useMessages();
  const hydrated = useHydrated();
  const session = hydrated ? readSession() : null;
  useDocumentTitle(t.home.title);

  return (
    <section aria-labelledby="home-title" className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <h1 id="home-title" className="text-3xl font-bold">
        {t.home.title}
      </h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t.home.intro}</p>
      {session ? (
        <div className="flex flex-col items-start gap-3">
          <p>{format(t.home.signedInAs, { name: displayName(session.user) })}</p>
          <Link href={routes.learningContent} className={buttonClasses()}>
            {t.home.continue}
          </Link>
        </div>
      ) : (
        <div>
          <SignInButton />
        </div>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.home.guestNote}</p>
    </section>
  );
}
