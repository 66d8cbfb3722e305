'use client';

import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';
import { buttonClasses } from '@/components/ui/button';
import { liveState } from '@/lib/courses/live-class';
import { useNow } from '@/hooks/ui/use-now';
import { format } from '@/lib/i18n/format';
import { formatCountdown } from '@/lib/time/countdown';

interface LiveClassStatusProps {
  start: Date;
  end: Date;
  /** Where "join" goes while the class runs: our live-class screen, or the meeting itself. */
  joinHref: string;
  external?: boolean;
}

/** Countdown before the start, a join action while the class runs, "ended" after. */
export function LiveClassStatus({ start, end, joinHref, external = false }: LiveClassStatusProps) {
  const { t } = useMessages();
  const now = useNow();
  const state = liveState(start, end, now);

  if (state === 'upcoming') {
    return (
      <p role="timer" data-testid="live-countdown" className="tabular-nums text-slate-700 dark:text-slate-300">
        {format(t.liveClass.startsIn, { time: formatCountdown(start.getTime() - now) })}
      </p>
    );
  }
  if (state === 'ended') {
    return <p className="text-slate-600 dark:text-slate-400">{t.liveClass.ended}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="rounded-full bg-red-600 px-2 py-0.5 text-sm font-semibold text-white">
        {t.liveClass.liveNow}
      </span>
      {external ? (
        <a href={joinHref} target="_blank" rel="noopener noreferrer" className={buttonClasses()}>
          {t.liveClass.join}
        </a>
      ) : (
        <Link href={joinHref} className={buttonClasses()}>
          {t.liveClass.join}
        </Link>
      )}
    </div>
  );
}
