import { RouteScreen } from '@/components/screens/route-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('vodid');

export default function OfflineVideoPage() {
  return <RouteScreen screen="offlineVideo" pattern={routePatterns.offlineVideo} />;
}
