import type { ReactNode } from 'react';

export function ShellMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
      {children}
    </main>
  );
}
