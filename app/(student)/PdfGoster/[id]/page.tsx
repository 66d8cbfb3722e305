import { PdfScreen } from '@/components/pdf/pdf-screen';
import { placeholderParams } from '@/lib/routes/static-params';
import { ViewerWords } from '@/components/video/viewer-words';

export const generateStaticParams = placeholderParams('id');

export default function PdfPage() {
  return (
    <ViewerWords>
      <PdfScreen />
    </ViewerWords>
  );
}
