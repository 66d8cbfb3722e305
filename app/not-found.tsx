import { MessageScreen } from '@/components/screens/message-screen';
import { PublicShell } from '@/components/shell/public-shell';

export default function NotFound() {
  return (
    <PublicShell>
      <MessageScreen page="notFound" />
    </PublicShell>
  );
}
