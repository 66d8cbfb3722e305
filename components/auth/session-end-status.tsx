'use client';

import { useSyncExternalStore } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { OfflineWords } from '@/components/offline/offline-words';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import type { EndedSession } from '@/lib/session/session-end';
import { sessionEndOnDemand } from '@/lib/shared-device/forget-student-on-demand';
import { sessionEndProgress } from '@/lib/shared-device/session-end-progress';
import { SigningOut } from './signing-out';

const retry = (ended: EndedSession) =>
  void sessionEndOnDemand()
    .then(({ retrySessionEnd }) => retrySessionEnd(ended))
    .catch((error: unknown) => console.error('The session’s end could not be tried again', error));

const leave = (ended: EndedSession) =>
  void sessionEndOnDemand()
    .then(({ leaveWithoutRemoving }) => leaveWithoutRemoving(ended))
    .catch(() => window.location.assign(ended.leaveTo));

/**
 * The screen while an ended session's data leaves the device, until the page leaves: what is
 * happening, or what could not be removed with Try again (decision 22). Another tab's end only
 * says so while this tab leaves.
 */
function SessionEndScreen({ ended }: { ended: EndedSession }) {
  const { t } = useMessages();
  const progress = useSyncExternalStore(sessionEndProgress.subscribe, sessionEndProgress.get, () => null);
  if (ended.cause === 'elsewhere') return <StatusPanel tone="busy" message={t.sharedDevice.endedElsewhere} />;
  if (progress?.sessionId !== ended.id || progress.phase !== 'failed') {
    const message = ended.cause === 'refused' ? t.sharedDevice.sessionEnded : t.sharedDevice.signingOut;
    return <StatusPanel tone="busy" message={message} />;
  }
  return (
    <StatusPanel
      tone="error"
      title={t.sharedDevice.notRemovedTitle}
      message={progress.failed.length > 0 ? t.sharedDevice.notRemoved : t.sharedDevice.notRemovedAtAll}
    >
      {progress.failed.length > 0 && (
        <ul className="list-disc pl-5 text-left" data-testid="not-removed">
          {progress.failed.map((place) => (
            <li key={place}>{t.sharedDevice.places[place]}</li>
          ))}
        </ul>
      )}
      <p>{t.sharedDevice.notRemovedHint}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => retry(ended)}>{t.common.retry}</Button>
        <Button variant="secondary" onClick={() => leave(ended)}>
          {t.sharedDevice.leaveWithoutRemoving}
        </Button>
      </div>
    </StatusPanel>
  );
}

export function SessionEndStatus({ ended }: { ended: EndedSession }) {
  return (
    <OfflineWords fallback={<SigningOut />}>
      <SessionEndScreen ended={ended} />
    </OfflineWords>
  );
}
