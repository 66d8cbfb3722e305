import { RouteScreen } from '@/components/screens/route-screen';

export default function OfflineInfoPage() {
  return <RouteScreen screen="offlineInfo" />;
}
