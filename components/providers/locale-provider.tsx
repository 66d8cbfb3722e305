'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LocaleContext } from '@/hooks/i18n/use-messages';
import { bundledCatalogue, fallbackLocale, loadCatalogue, localeSchema, type Locale } from '@/lib/i18n/catalogues';
import type { Messages, ShellMessages } from '@/lib/i18n/messages';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored-value';

interface Shown {
  locale: Locale;
  t: ShellMessages;
}

const bundled: Shown = { locale: 'en-US', t: bundledCatalogue };

/** See LocaleContextValue's `t` (hooks/i18n/use-messages.ts): area words come from the nearest `MessagesArea`. */
const withAreas = (shown: Shown) => shown as { locale: Locale; t: Messages };

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(bundled);
  const [ready, setReady] = useState(false);
  // The language asked for last: a slow download must not override a newer choice.
  const wanted = useRef<Locale>(bundled.locale);

  const show = useCallback((locale: Locale) => {
    wanted.current = locale;
    return loadCatalogue(locale).then(
      (t) => {
        if (wanted.current === locale) setShown({ locale, t });
      },
      // Offline before the worker cached the catalogue: the app stays usable in the language it has.
      (error: unknown) => console.error(`The ${locale} messages could not be loaded`, error),
    );
  }, []);

  useEffect(() => {
    const stored = readStored(storageKeys.locale, { schema: localeSchema });
    void show(stored ?? fallbackLocale).then(() => setReady(true));
  }, [show]);

  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      writeStored(storageKeys.locale, next);
      void show(next);
    },
    [show],
  );

  const value = useMemo(() => ({ ...withAreas(shown), setLocale, ready }), [shown, setLocale, ready]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
