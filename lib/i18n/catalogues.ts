import { defaultLocale } from '@/lib/config/ui';
import { isOneOf } from '@/lib/storage/own-property';
import { enUS, type Messages } from './en-US';

export const locales = ['en-US', 'tr-TR'] as const;

export type Locale = (typeof locales)[number];

/** A stored `locale` of `toString` or `__proto__` is no locale: only the listed names count. */
export function isLocale(value: unknown): value is Locale {
  return isOneOf(locales, value);
}

export const fallbackLocale: Locale = isLocale(defaultLocale) ? defaultLocale : 'en-US';

/** English ships with every page; the other catalogue is downloaded only by students who choose it. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  'en-US': () => Promise.resolve(enUS),
  'tr-TR': () => import(/* webpackChunkName: "messages-tr-TR" */ './tr-TR').then((module) => module.trTR),
};

export function loadCatalogue(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

/** The catalogue available without a download. */
export const bundledCatalogue: Messages = enUS;
