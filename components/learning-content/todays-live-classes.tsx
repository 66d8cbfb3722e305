'use client';

import { Link } from '@/components/ui/link';
import { LiveClassSchedule } from '@/components/live-class/live-class-schedule';
import { LiveClassStatus } from '@/components/live-class/live-class-status';
import { useMessages } from '@/hooks/i18n/use-messages';
import { routes } from '@/lib/routes/routes';
import { useAppSelector } from '@/store/hooks';
import { selectTodaysLiveClasses } from '@/store/user-slice';
import { TitledSection } from '@/components/ui/titled-section';

export function TodaysLiveClasses() {
  const { t } = useMessages();
  const liveClasses = useAppSelector(selectTodaysLiveClasses);

  return (
    <TitledSection id="live-title" title={t.learningContent.liveTitle}>
      {liveClasses.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t.learningContent.noLiveClasses}</p>
      ) : (
        <ul data-testid="live-classes" className="grid gap-3 sm:grid-cols-2">
          {liveClasses.map((liveClass) => {
            const start = new Date(liveClass.startTime);
            const end = new Date(liveClass.endTime);
            return (
              <li
                key={liveClass.id}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
              >
                <Link
                  href={routes.zoom(liveClass.materialId)}
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {liveClass.name}
                </Link>
                <LiveClassSchedule start={start} end={end} />
                <LiveClassStatus start={start} end={end} joinHref={routes.zoom(liveClass.materialId)} />
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
