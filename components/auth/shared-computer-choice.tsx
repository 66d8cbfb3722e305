'use client';

import { useId, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useHydrated } from '@/hooks/ui/use-hydrated';
import { chooseSharedComputer, isSharedComputer } from '@/lib/session/shared-computer';

/**
 * "This is a shared computer" beside the sign-in (decision 81): the device's choice, on by default
 * in a desktop browser tab. The box takes its place before hydration too, so nothing moves when
 * the device's choice is read.
 */
export function SharedComputerChoice() {
  const { t } = useMessages();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? (hydrated && isSharedComputer());
  const hintId = useId();
  return (
    <div className="flex items-start gap-2 text-left">
      <input
        id={`${hintId}-box`}
        type="checkbox"
        className="mt-0.5 size-6 shrink-0"
        checked={checked}
        disabled={!hydrated}
        aria-describedby={hintId}
        onChange={(event) => {
          chooseSharedComputer(event.target.checked);
          setChosen(event.target.checked);
        }}
      />
      <div>
        <label htmlFor={`${hintId}-box`} className="font-semibold">
          {t.auth.sharedComputer}
        </label>
        <p id={hintId} className="text-sm">
          {t.auth.sharedComputerHint}
        </p>
      </div>
    </div>
  );
}
