import { VideoScreen } from '@/components/video/video-screen';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('materialid');

export default function VideoPage() {
  return <VideoScreen />;
}
