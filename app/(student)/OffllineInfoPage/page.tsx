import { OfflineWords } from '@/components/offline/offline-words';
import { OfflineGuide } from '@/components/offline/offline-guide';

export default function OfflineInfoPage() {
  return (
    <OfflineWords>
      <OfflineGuide />
    </OfflineWords>
  );
}
