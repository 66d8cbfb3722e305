import { HelpScreen } from '@/components/help/help-screen';
import { HelpWords } from '@/components/help/help-words';

export default function HelpPage() {
  return (
    <HelpWords>
      <HelpScreen />
    </HelpWords>
  );
}
