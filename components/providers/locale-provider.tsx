'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { catalogues, fallbackLocale, isLocale, type Locale } from '@/lib/i18n/catalogues';
import type { Messages } from '@/lib/i18n/en-US';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored-value';

interface LocaleContextValue {
  locale: Locale;
  t: Messages;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue>({
  locale: fallbackLocale,
  t: catalogues[fallbackLocale],
  setLocale: () => {},
});

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(fallbackLocale);

  useEffect(() => {
    const stored = readStored(storageKeys.locale, { isValid: isLocale });
    if (stored) setLocaleState(stored);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    writeStored(storageKeys.locale, next);
    setLocaleState(next);
  }, []);

  const value = useMemo(() => ({ locale, t: catalogues[locale], setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useMessages(): LocaleContextValue {
  return useContext(LocaleContext);
}
