import { OfflineGuide } from '@/components/offline/offline-guide';

export default function OfflineInfoPage() {
  return <OfflineGuide />;
}
