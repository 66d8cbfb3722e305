'use client';

import { RenderError } from '@/components/screens/render-error';

/** A guest screen that fails to render: the header stays, the screen says so. */
export default function PublicScreenError({ reset }: { error: Error; reset: () => void }) {
  return <RenderError reset={reset} />;
}
