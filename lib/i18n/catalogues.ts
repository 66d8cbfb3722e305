import { defaultLocale } from '@/lib/config/ui';
import { enUS, type Messages } from './en-US';
import { trTR } from './tr-TR';

export const catalogues = { 'en-US': enUS, 'tr-TR': trTR } satisfies Record<string, Messages>;

export type Locale = keyof typeof catalogues;

export const locales = Object.keys(catalogues) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && value in catalogues;
}

export const fallbackLocale: Locale = isLocale(defaultLocale) ? defaultLocale : 'en-US';
