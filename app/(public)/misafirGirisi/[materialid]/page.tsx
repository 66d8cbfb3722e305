import { VideoScreen } from '@/components/video/video-screen';
import { placeholderParams } from '@/lib/routes/static-params';
import { ViewerWords } from '@/components/video/viewer-words';

export const generateStaticParams = placeholderParams('materialid');

export default function GuestVideoPage() {
  return (
    <ViewerWords>
      <VideoScreen guest />
    </ViewerWords>
  );
}
