'use client';

import { RenderError } from '@/components/screens/render-error';

/** A student screen that fails to render: the shell (header, navigation) stays, the screen says so. */
export default function StudentScreenError({ reset }: { error: Error; reset: () => void }) {
  return <RenderError reset={reset} />;
}
