import { PdfScreen } from '@/components/pdf/pdf-screen';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('id');

export default function PdfPage() {
  return <PdfScreen />;
}
