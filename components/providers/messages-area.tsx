'use client';

import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { StatusPanel } from '@/components/ui/status-panel';
import { LocaleContext } from '@/hooks/i18n/use-messages';
import { loadArea, type Locale } from '@/lib/i18n/catalogues';
import type { AreaMessages, MessageArea } from '@/lib/i18n/messages';

type Part = AreaMessages[MessageArea];

// Parts already downloaded, so a screen opened again draws at once in its language.
const downloaded = new Map<string, Part>();
const keyOf = (locale: Locale, area: MessageArea) => `${locale} ${area}`;

interface MessagesAreaProps<Area extends MessageArea> {
  area: Area;
  /** The area's English words, for a screen whose first frame needs them: bundled with it, never awaited. */
  bundled?: AreaMessages[Area];
  /** Shown while the words download (a Turkish student's first visit, or an area without `bundled`); "Loading…" if not given. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Adds one area's words (help, viewers, exam) to the catalogue its children read through
 * `useMessages` (decision 46: a screen ships the shell's words and its own). On a change of language
 * the words shown stay until the new ones are in.
 */
export function MessagesArea<Area extends MessageArea>({ area, bundled, fallback, children }: MessagesAreaProps<Area>) {
  const outer = useContext(LocaleContext);
  const { locale } = outer;
  const ready = locale === 'en-US' && bundled ? bundled : downloaded.get(keyOf(locale, area));
  const [shown, setShown] = useState<Part | undefined>(ready);

  useEffect(() => {
    if (ready) {
      setShown(ready);
      return;
    }
    let current = true;
    loadArea(locale, area).then(
      (part) => {
        downloaded.set(keyOf(locale, area), part);
        if (current) setShown(part);
      },
      // Offline before the worker kept this chunk: the fallback stays, as for any code not yet downloaded.
      (error: unknown) => console.error(`The ${locale} ${area} messages could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [locale, area, ready]);

  const words = ready ?? shown;
  const value = useMemo(() => words && { ...outer, t: { ...outer.t, ...words } }, [outer, words]);
  if (!value) return fallback === undefined ? <StatusPanel tone="busy" message={outer.t.common.loading} /> : fallback;
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
