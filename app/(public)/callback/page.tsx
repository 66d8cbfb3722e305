import { CallbackScreen } from '@/components/auth/callback-screen';

export default function CallbackPage() {
  return <CallbackScreen />;
}
