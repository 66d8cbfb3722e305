import { HelpScreen } from '@/components/help/help-screen';

export default function HelpPage() {
  return <HelpScreen />;
}
