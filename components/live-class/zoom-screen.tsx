'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { JoinNeedsConnection } from '@/components/pwa/join-needs-connection';
import { ExtraMaterialScreen } from '@/components/screens/extra-material-screen';
import { joinLink } from '@/lib/courses/join-link';
import { materialEnd } from '@/lib/courses/live-class';
import { LiveClassSchedule } from './live-class-schedule';
import { LiveClassStatus } from './live-class-status';

/** /ZoomGoster/:materialid — the live class: when, how long until, and the way in. */
export function ZoomScreen() {
  const { t } = useMessages();
  return (
    <ExtraMaterialScreen type="zoom">
      {(material, online) => {
        if (!material.startTime || !material.url) return <p>{t.liveClass.ended}</p>;
        const start = new Date(material.startTime);
        const end = materialEnd(start, material.duration);
        const meeting = joinLink(material.url);
        return (
          <div className="flex flex-col gap-3">
            <LiveClassSchedule start={start} end={end} withDate />
            {meeting ? (
              <LiveClassStatus start={start} end={end} joinHref={meeting} external />
            ) : (
              <p role="alert">{t.liveClass.linkRefused}</p>
            )}
            {meeting && !online && <JoinNeedsConnection />}
          </div>
        );
      }}
    </ExtraMaterialScreen>
  );
}
