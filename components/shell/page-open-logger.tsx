'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { logPageOpen } from '@/lib/api/endpoints';

/** Spec section 7: each protected route change is logged while online. */
export function PageOpenLogger() {
  const pathname = usePathname();
  useEffect(() => {
    if (!navigator.onLine) return;
    logPageOpen(pathname).catch((error: unknown) => console.warn('Page-open log failed', error));
  }, [pathname]);
  return null;
}
