import type { Locale as DateLocale } from 'date-fns';
import { enUS, tr } from 'date-fns/locale';
import type { Locale } from './catalogues';

export const dateLocales: Record<Locale, DateLocale> = { 'en-US': enUS, 'tr-TR': tr };
