'use client';

import { RenderError } from '@/components/screens/render-error';
import { ShellMain } from '@/components/shell/shell-main';

/** A shell that fails to render (header, navigation, its gate): the page says so, within the app. */
export default function ShellError({ reset }: { error: Error; reset: () => void }) {
  return (
    <ShellMain>
      <RenderError reset={reset} />
    </ShellMain>
  );
}
