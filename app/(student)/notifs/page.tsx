import { NotificationsScreen } from '@/components/notifications/notifications-screen';

export default function NotificationsPage() {
  return <NotificationsScreen />;
}
