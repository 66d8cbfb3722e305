import { RouteScreen } from '@/components/screens/route-screen';

export default function NotificationsPage() {
  return <RouteScreen screen="notifications" />;
}
