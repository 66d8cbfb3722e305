'use client';

import { useEffect, useState } from 'react';
import { RenderErrorPanel } from '@/components/screens/render-error';
import { bundledCatalogue, fallbackLocale, loadCatalogue, localeSchema, type Locale } from '@/lib/i18n/catalogues';
import type { ShellMessages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes/routes';
import { storageKeys } from '@/lib/storage/keys';
import { readStored } from '@/lib/storage/stored-value';

/**
 * The root layout itself failed to render (its providers or the start-up gate): this replaces it,
 * so it has none of their context. It reads the student's language itself, and its way home is a
 * whole new page load, which starts the app afresh.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const [shown, setShown] = useState<{ locale: Locale; t: ShellMessages } | null>(null);
  useEffect(() => {
    const locale = readStored(storageKeys.locale, { schema: localeSchema }) ?? fallbackLocale;
    loadCatalogue(locale).then(
      (t) => setShown({ locale, t }),
      () => setShown({ locale: fallbackLocale, t: bundledCatalogue }),
    );
  }, []);
  return (
    <html lang={shown?.locale ?? fallbackLocale}>
      <body className="min-h-screen">
        <main id="main" className="mx-auto w-full max-w-6xl px-4 pt-6">
          {shown && (
            <RenderErrorPanel t={shown.t} reset={reset}>
              <a href={routes.home} className="underline">
                {shown.t.common.backToHome}
              </a>
            </RenderErrorPanel>
          )}
        </main>
      </body>
    </html>
  );
}
