'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type LinkProps = ComponentProps<typeof NextLink> & { href: string };

/**
 * The app's one in-app link (decision 36): never prefetched for being on screen, so the first load
 * of a page fetches only that page on a student's metered connection; a pointer resting on it or
 * keyboard focus shows the intent, and then the next screen is fetched ahead of the click.
 */
export function Link({ href, onPointerEnter, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        router.prefetch(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    />
  );
}
