'use client';

import { Moon, Sun } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { isLocale, locales } from '@/lib/i18n/catalogues';
import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { nightModeChanged, selectNightMode } from '@/store/user-slice';

/**
 * Night mode and language, saved on the device: a compact row in a header (`inline`), or full
 * width rows with their labels shown inside the account menu (`stacked`).
 */
export function PreferenceControls({ layout = 'inline' }: { layout?: 'inline' | 'stacked' }) {
  const { t, locale, setLocale } = useMessages();
  const dispatch = useAppDispatch();
  const nightMode = useAppSelector(selectNightMode);
  const stacked = layout === 'stacked';

  const toggleNightMode = () => {
    writeStored(storageKeys.nightMode, !nightMode);
    dispatch(nightModeChanged(!nightMode));
  };
  const NightIcon = nightMode ? Sun : Moon;

  return (
    <div className={stacked ? 'flex flex-col gap-2' : 'flex items-center gap-1'}>
      <Button
        variant="ghost"
        aria-pressed={nightMode}
        onClick={toggleNightMode}
        className={stacked ? 'w-full !justify-start px-3' : 'min-w-11 px-2'}
      >
        <NightIcon aria-hidden="true" className="size-5 shrink-0" />
        <span className={stacked ? '' : 'sr-only'}>
          {nightMode ? t.preferences.nightModeOff : t.preferences.nightModeOn}
        </span>
      </Button>
      <label className={stacked ? 'flex flex-col gap-1 px-3 text-sm font-medium' : 'flex items-center'}>
        <span className={stacked ? '' : 'sr-only'}>{t.preferences.language}</span>
        <select
          value={locale}
          onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}
          className={`min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-base font-normal focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 ${stacked ? 'w-full' : ''}`}
        >
          {locales.map((option) => (
            <option key={option} value={option} lang={option}>
              {t.preferences.languageNames[option]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
