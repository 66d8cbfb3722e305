import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { Providers } from '@/components/providers/providers';
import { StartupGate } from '@/components/startup/startup-gate';
import { UnsupportedBrowser } from '@/components/startup/unsupported-browser';
import { env } from '@/lib/config/env';
import { defaultLocale } from '@/lib/config/ui';
import { frameLanguageScript } from '@/lib/frame/frame-language-script';
import { enUS } from '@/lib/i18n/en-US';
import { browserSupportScript } from '@/lib/startup/browser-support';
import { earlyReadsScript } from '@/lib/startup/early-reads-script';
import './globals.css';

export const metadata: Metadata = {
  title: enUS.app.name,
  description: enUS.app.description,
  applicationName: enUS.app.shortName,
  manifest: '/manifest.webmanifest',
  appleWebApp: { capable: true, title: enUS.app.shortName, statusBarStyle: 'default' },
  // Listing icons here replaces the file-based app/icon.svg link, so it is listed too.
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: '/icons/apple-touch-icon.png' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1a5fd0',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // A student's first API call follows start-up at once: its connection opens while the scripts
  // load (decision 36). Calls carry no cookies, hence the anonymous connection. A malformed URL is
  // left to the start-up step that reports it.
  if (URL.canParse(env.apiUrl)) preconnect(new URL(env.apiUrl).origin, { crossOrigin: 'anonymous' });
  const earlyReads = earlyReadsScript();
  return (
    <html lang={defaultLocale} suppressHydrationWarning>
      <head>
        {/* First: a browser without what the portal needs sees which browsers work (decision 66). CSP-hashed after the build. */}
        <script dangerouslySetInnerHTML={{ __html: browserSupportScript }} />
        {/* A returning student's enrollments (and a deep-linked screen's read) leave before the app's
            scripts arrive; the app takes the answers (issue 20). CSP-hashed after the build. */}
        {earlyReads && <script dangerouslySetInnerHTML={{ __html: earlyReads }} />}
      </head>
      <body className="min-h-screen">
        {/* Before the frame is parsed: decides whether its English words are shown (CSP-hashed after build). */}
        <script dangerouslySetInnerHTML={{ __html: frameLanguageScript }} />
        <noscript>{enUS.app.noScript}</noscript>
        <div id="root" className="flex min-h-screen flex-col">
          <Providers>
            <StartupGate>{children}</StartupGate>
          </Providers>
        </div>
        <UnsupportedBrowser />
      </body>
    </html>
  );
}
