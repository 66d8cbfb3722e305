import { RouteScreen } from '@/components/screens/route-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('materialid');

export default function ZoomPage() {
  return <RouteScreen screen="zoom" pattern={routePatterns.zoom} />;
}
