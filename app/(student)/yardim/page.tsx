import { RouteScreen } from '@/components/screens/route-screen';

export default function HelpPage() {
  return <RouteScreen screen="help" />;
}
