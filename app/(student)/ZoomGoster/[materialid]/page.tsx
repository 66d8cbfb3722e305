import { ZoomScreen } from '@/components/live-class/zoom-screen';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('materialid');

export default function ZoomPage() {
  return <ZoomScreen />;
}
