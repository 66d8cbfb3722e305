import * as v from 'valibot';
import { defaultLocale } from '@/lib/config/ui';
import { isOneOf } from '@/lib/storage/own-property';
import { enUSShell } from './en-US/shell';
import type { AreaMessages, MessageArea, ShellMessages } from './messages';

export const locales = ['en-US', 'tr-TR'] as const;

export type Locale = (typeof locales)[number];

/** A stored `locale`: only the listed names (never `toString` or `__proto__`). */
export const localeSchema = v.picklist(locales);

/** A stored `locale` of `toString` or `__proto__` is no locale: only the listed names count. */
export function isLocale(value: unknown): value is Locale {
  return isOneOf(locales, value);
}

export const fallbackLocale: Locale = isLocale(defaultLocale) ? defaultLocale : 'en-US';

/** English shell words ship with every page; the Turkish ones download only for students who choose them. */
const shellLoaders: Record<Locale, () => Promise<ShellMessages>> = {
  'en-US': () => Promise.resolve(enUSShell),
  'tr-TR': () => import(/* webpackChunkName: "messages-tr-TR" */ './tr-TR/shell').then((module) => module.trTRShell),
};

// Each area's words in each language are a chunk of their own. A screen drawn at once bundles its
// area's English words itself (MessagesArea's `bundled`), so English never waits for these.
const areaLoaders: { [Area in MessageArea]: Record<Locale, () => Promise<AreaMessages[Area]>> } = {
  help: {
    'en-US': () => import(/* webpackChunkName: "messages-en-US-help" */ './en-US/help').then((m) => m.enUSHelp),
    'tr-TR': () => import(/* webpackChunkName: "messages-tr-TR-help" */ './tr-TR/help').then((m) => m.trTRHelp),
  },
  viewers: {
    'en-US': () =>
      import(/* webpackChunkName: "messages-en-US-viewers" */ './en-US/viewers').then((m) => m.enUSViewers),
    'tr-TR': () =>
      import(/* webpackChunkName: "messages-tr-TR-viewers" */ './tr-TR/viewers').then((m) => m.trTRViewers),
  },
  exam: {
    'en-US': () => import(/* webpackChunkName: "messages-en-US-exam" */ './en-US/exam').then((m) => m.enUSExam),
    'tr-TR': () => import(/* webpackChunkName: "messages-tr-TR-exam" */ './tr-TR/exam').then((m) => m.trTRExam),
  },
  offline: {
    'en-US': () =>
      import(/* webpackChunkName: "messages-en-US-offline" */ './en-US/offline').then((m) => m.enUSOffline),
    'tr-TR': () =>
      import(/* webpackChunkName: "messages-tr-TR-offline" */ './tr-TR/offline').then((m) => m.trTROffline),
  },
};

/** The shell's words in `locale`. */
export function loadCatalogue(locale: Locale): Promise<ShellMessages> {
  return shellLoaders[locale]();
}

/** One area's words in `locale`. */
export function loadArea<Area extends MessageArea>(locale: Locale, area: Area): Promise<AreaMessages[Area]> {
  return areaLoaders[area][locale]();
}

/** The shell's words available without a download. */
export const bundledCatalogue: ShellMessages = enUSShell;
