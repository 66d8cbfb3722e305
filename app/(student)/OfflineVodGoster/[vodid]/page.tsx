import { OfflineVideoScreen } from '@/components/offline/offline-video-screen';
import { placeholderParams } from '@/lib/routes/static-params';
import { OfflineWords } from '@/components/offline/offline-words';
import { ViewerWords } from '@/components/video/viewer-words';

export const generateStaticParams = placeholderParams('vodid');

export default function OfflineVideoPage() {
  return (
    <ViewerWords>
      <OfflineWords>
        <OfflineVideoScreen />
      </OfflineWords>
    </ViewerWords>
  );
}
