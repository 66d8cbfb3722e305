'use client';

import { useId, type ReactNode } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { InstallButton } from '@/components/pwa/install-button';
import { RouteScreen } from '@/components/screens/route-screen';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import { formatBytes } from '@/lib/offline/format-bytes';
import { useOfflineVideos } from '@/hooks/offline/use-offline-videos';
import { useStorageEstimate } from '@/hooks/offline/use-storage-estimate';
import { useInstallState } from '@/hooks/pwa/use-pwa-state';
import { useKeptCourses } from '@/hooks/offline/use-kept-courses';
import { DownloadedVideos } from './downloaded-videos';
import { KeptCourses } from './kept-courses';
import { TitledSection } from '@/components/ui/titled-section';

function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <TitledSection id={id} title={title} gap={2}>
      {children}
    </TitledSection>
  );
}

/** `/OffllineInfoPage`: the downloaded videos, how to get more, where they are, the space they take, installing. */
export function OfflineGuide() {
  const { t, locale } = useMessages();
  const { videos, remove, refresh } = useOfflineVideos();
  const kept = useKeptCourses();
  // Read again whenever what is kept changes (a string: a new array each render would read it endlessly).
  const estimate = useStorageEstimate(
    `${videos?.map((video) => video.vodId).join()}|${kept.data?.map((record) => record.updatedAt).join()}`,
  );
  const installed = useInstallState() === 'installed';

  return (
    <RouteScreen screen="offlineInfo">
      <p>{t.offline.guide.intro}</p>
      <GuideSection title={t.keptCourses.listTitle}>
        <KeptCourses
          kept={{
            ...kept,
            // A removed course's videos leave the video list too.
            remove: async (courseId) => {
              await kept.remove(courseId);
              await refresh();
            },
          }}
        />
      </GuideSection>
      <GuideSection title={t.offline.listTitle}>
        <DownloadedVideos videos={videos} onDelete={remove} />
      </GuideSection>
      <GuideSection title={t.offline.guide.howTitle}>
        <p>{t.offline.guide.how}</p>
      </GuideSection>
      <GuideSection title={t.offline.guide.whereTitle}>
        <p>{t.offline.guide.where}</p>
      </GuideSection>
      <GuideSection title={t.offline.guide.spaceTitle}>
        {videos !== null && <p>{plural(locale, videos.length, t.offline.guide.videoCount)}</p>}
        {estimate !== undefined && (
          <p data-testid="storage-estimate">
            {estimate === null
              ? t.offline.guide.spaceUnknown
              : format(t.offline.guide.space, {
                  used: formatBytes(estimate.usage, locale),
                  quota: formatBytes(estimate.quota, locale),
                })}
          </p>
        )}
      </GuideSection>
      <GuideSection title={t.offline.guide.installTitle}>
        {installed ? (
          <p>{t.offline.guide.installed}</p>
        ) : (
          <>
            <p>{t.offline.guide.install}</p>
            <p>{t.offline.guide.installSteps}</p>
            <div>
              <InstallButton />
            </div>
          </>
        )}
      </GuideSection>
    </RouteScreen>
  );
}
