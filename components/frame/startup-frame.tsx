'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { bundledCatalogue } from '@/lib/i18n/catalogues';
import { frameRoute } from '@/lib/frame/frame-route';
import { InFrameContext } from './frame-context';
import { frameShells } from './frame-shells';

// Under frameTextHiddenAttribute (lib/frame/frame-language-script.ts) every box keeps its size;
// only the English words disappear. Tailwind needs the attribute spelled out here.
const hiddenText = '[html[data-frame-text-hidden]_&_*]:!text-transparent';

/**
 * What the exported HTML shows before any script runs (decision 30): the route's own shell
 * (the shell its layout draws, so a restyle of the shell changes the frame too) around the page's heading, in
 * the default language; a screen drawn from no data (the home page) is drawn whole from `app`,
 * the route's own tree. Rendered only into the HTML: the browser keeps it as static markup,
 * `inert` (nothing in it works yet), until the start-up steps finish and the app replaces it.
 */
export function StartupFrame({ app }: { app: ReactNode }) {
  const pathname = usePathname();
  // Next inlines `typeof window` per bundle: the client bundle keeps an empty box (and has no shells).
  if (typeof window !== 'undefined') {
    return (
      <div
        data-startup-frame=""
        inert
        className="contents"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  const { shell, title, whole } = frameRoute(pathname);
  const Shell = frameShells[shell];
  return (
    <div data-startup-frame="" inert className={`contents ${hiddenText}`}>
      <InFrameContext.Provider value>
        {/* Drawn whole, the app's mount lays the same boxes over it: its text paints from the HTML. */}
        {whole ? (
          app
        ) : (
          <Shell>
            <h1 className="py-8 text-3xl font-bold">{title(bundledCatalogue)}</h1>
          </Shell>
        )}
      </InFrameContext.Provider>
    </div>
  );
}
