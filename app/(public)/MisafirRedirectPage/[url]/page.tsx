import { RouteScreen } from '@/components/screens/route-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('url');

export default function GuestRedirectPage() {
  return <RouteScreen screen="guestRedirect" pattern={routePatterns.guestRedirect} />;
}
