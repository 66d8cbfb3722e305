'use client';

import { createContext, useContext } from 'react';
import { bundledCatalogue, type Locale } from '@/lib/i18n/catalogues';
import type { Messages } from '@/lib/i18n/messages';

export interface LocaleContextValue {
  locale: Locale;
  /**
   * The words of the shown language. Only the shell's are here at the root; an area's (help,
   * viewers, exam) are added by the `MessagesArea` around the screens that use them, which is
   * what lets their type be the whole catalogue's.
   */
  t: Messages;
  setLocale: (locale: Locale) => void;
  /** The stored (or default) language's catalogue is in: the app may show text without a flash of another language. */
  ready: boolean;
}

/**
 * The shown language and its words. LocaleProvider (components/providers) provides it at the root
 * and MessagesArea adds an area's words below; until then, the bundled English shell words.
 */
export const LocaleContext = createContext<LocaleContextValue>({
  locale: 'en-US',
  // See `t` above: area words come from the nearest MessagesArea.
  t: bundledCatalogue as Messages,
  setLocale: () => {},
  ready: true,
});

export function useMessages(): LocaleContextValue {
  return useContext(LocaleContext);
}
