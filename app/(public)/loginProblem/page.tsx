import { MessageScreen } from '@/components/screens/message-screen';
import { SignInButton } from '@/components/shell/sign-in-button';

export default function LoginProblemPage() {
  return <MessageScreen page="loginProblem" action={<SignInButton />} />;
}
