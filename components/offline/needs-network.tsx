'use client';

import { MessagesArea } from '@/components/providers/messages-area';
import { BackToCourse } from '@/components/screens/back-to-course';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { StatusPanel } from '@/components/ui/status-panel';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useKeptCourses } from '@/hooks/offline/use-kept-courses';
import type { MaterialLocation } from '@/lib/courses/locate';
import { format } from '@/lib/i18n/format';
import { whyLeftOut } from '@/lib/offline/course-keep-record';
import { routes } from '@/lib/routes/routes';

export interface NeedsNetworkProps {
  /** Where the material sits among the student's courses (the course list kept on the device); null for a guest's. */
  located: MaterialLocation | null;
  onRetry: () => void;
}

/** Why a kept course left this material out, when it is of a kept course (decision 52). */
function LeftOutReason({ located }: { located: MaterialLocation }) {
  const { t } = useMessages();
  const { data: records } = useKeptCourses();
  const record = records?.find((candidate) => candidate.courseId === located.courseID);
  const reason = record ? whyLeftOut(record, located.sectionId, located.material.id) : null;
  if (reason === null) return null;
  return <p data-testid="left-out-reason">{format(t.needsNetwork.reasons[reason], { course: record?.name ?? '' })}</p>;
}

function NeedsNetworkPanel({ located, onRetry }: NeedsNetworkProps) {
  const { t } = useMessages();
  const m = t.needsNetwork;
  return (
    <StatusPanel tone="info" message={located ? format(m.named, { name: located.material.name }) : m.unnamed}>
      {located && <LeftOutReason located={located} />}
      <p>{m.connect}</p>
      <Button onClick={onRetry}>{t.common.retry}</Button>
      {located ? (
        <>
          <BackToCourse material={located} />
          <Link href={routes.offlineInfo} className="underline">
            {m.keptItems}
          </Link>
        </>
      ) : (
        <Link href={routes.home} className="underline">
          {t.common.backToHome}
        </Link>
      )}
    </StatusPanel>
  );
}

/**
 * A material the device does not have, asked for without an answer (offline, or a silent network):
 * named, said to need the network (and, for an item a kept course left out, why), with the way back
 * to its course and to what is on the phone, instead of a server fault (decision 52). Loaded only
 * when needed, with the offline words.
 */
export function NeedsNetwork(props: NeedsNetworkProps) {
  return (
    <MessagesArea area="offline">
      <NeedsNetworkPanel {...props} />
    </MessagesArea>
  );
}
