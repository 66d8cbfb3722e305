'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { Button } from '@/components/ui/button';
import { isLocale, locales } from '@/lib/i18n/catalogues';
import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { nightModeChanged, selectNightMode } from '@/store/user-slice';

/** Night mode and language, saved on the device. */
export function PreferenceControls() {
  const { t, locale, setLocale } = useMessages();
  const dispatch = useAppDispatch();
  const nightMode = useAppSelector(selectNightMode);

  const toggleNightMode = () => {
    writeStored(storageKeys.nightMode, !nightMode);
    dispatch(nightModeChanged(!nightMode));
  };

  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" aria-pressed={nightMode} onClick={toggleNightMode}>
        <span aria-hidden="true">{nightMode ? '☀' : '☾'}</span>
        <span className="sr-only sm:not-sr-only">{nightMode ? t.preferences.nightModeOff : t.preferences.nightModeOn}</span>
      </Button>
      <label className="flex items-center gap-1 text-sm">
        <span className="sr-only">{t.preferences.language}</span>
        <select
          value={locale}
          onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-800"
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
