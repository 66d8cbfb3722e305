import { VideoScreen } from '@/components/video/video-screen';
import { placeholderParams } from '@/lib/routes/static-params';
import { OfflineWords } from '@/components/offline/offline-words';
import { ViewerWords } from '@/components/video/viewer-words';

export const generateStaticParams = placeholderParams('materialid');

export default function VideoPage() {
  return (
    <ViewerWords>
      <OfflineWords>
        <VideoScreen />
      </OfflineWords>
    </ViewerWords>
  );
}
