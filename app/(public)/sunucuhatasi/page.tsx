import { MessageScreen } from '@/components/screens/message-screen';

export default function ServerErrorPage() {
  return <MessageScreen page="serverError" />;
}
