import { OfflineVideoScreen } from '@/components/offline/offline-video-screen';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('vodid');

export default function OfflineVideoPage() {
  return <OfflineVideoScreen />;
}
