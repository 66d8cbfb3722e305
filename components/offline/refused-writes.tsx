'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { withOfflineWords } from './offline-words';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Button } from '@/components/ui/button';
import { format } from '@/lib/i18n/format';
import type { Messages } from '@/lib/i18n/messages';
import { dismissRefusedWrite } from '@/lib/offline/stored-write-queue';
import { useRefusedWrites } from '@/hooks/offline/use-refused-writes';
import { describeWrite } from '@/lib/offline/write-description';
import type { QueuedWrite } from '@/lib/offline/write-queue';
import type { Enrollment } from '@/lib/types';
import { useAppSelector } from '@/store/hooks';
import { selectEnrollments } from '@/store/user-slice';

function whatItWas(write: QueuedWrite, enrollments: readonly Enrollment[], t: Messages): string {
  const described = describeWrite(write, enrollments);
  if (described.kind === 'notification-read')
    return format(t.sharedDevice.refusedNotificationRead, { id: described.notificationId });
  if (described.kind === 'help-request')
    return format(t.sharedDevice.refusedHelpRequest, { subject: described.subject });
  return format(described.done ? t.sharedDevice.refusedMarkDone : t.sharedDevice.refusedMarkNotDone, {
    topic: described.topic,
    course: described.course,
  });
}

/**
 * Changes made offline that the server later refused for good: what each was and why, until the
 * student dismisses it. Shown in every signed-in screen, so a refusal is never silent.
 */
function RefusedWritesNotice() {
  const { t } = useMessages();
  const refused = useRefusedWrites();
  const enrollments = useAppSelector(selectEnrollments);
  if (refused.length === 0) return null;

  return (
    <NoticeBanner title={t.sharedDevice.refusedTitle} intro={t.sharedDevice.refusedIntro}>
      <ul className="flex flex-col gap-2">
        {refused.map((write) => {
          const what = whatItWas(write, enrollments, t);
          const { status, reason } = write.refusal ?? { status: 0, reason: '' };
          return (
            <li
              key={JSON.stringify(write)}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 dark:bg-slate-900"
            >
              <div className="min-w-0 flex-1 break-words">
                <p className="font-medium">{what}</p>
                <p className="text-sm">
                  {reason
                    ? format(t.sharedDevice.refusedReason, { reason, status })
                    : format(t.sharedDevice.refusedNoReason, { status })}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => dismissRefusedWrite(write)}
                aria-label={format(t.sharedDevice.dismissLabel, { what })}
              >
                {t.sharedDevice.dismiss}
              </Button>
            </li>
          );
        })}
      </ul>
    </NoticeBanner>
  );
}

export const RefusedWrites = withOfflineWords(RefusedWritesNotice);
