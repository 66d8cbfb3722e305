import { Code4EduScreen } from '@/components/code4edu/code4edu-screen';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('materialid');

export default function Code4EduPage() {
  return <Code4EduScreen />;
}
