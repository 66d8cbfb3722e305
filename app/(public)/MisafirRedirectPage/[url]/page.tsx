import { GuestRedirectScreen } from '@/components/guest/guest-redirect-screen';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('url');

export default function GuestRedirectPage() {
  return <GuestRedirectScreen />;
}
