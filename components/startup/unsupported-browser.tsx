import { enUSShell } from '@/lib/i18n/en-US/shell';
import { trTRShell } from '@/lib/i18n/tr-TR/shell';

/**
 * Which browsers work, in both languages, for a browser without what the portal needs: in every
 * exported page, shown only when the inline check marks <html> (lib/startup/browser-support.ts),
 * in place of the app, which then never starts. Static markup, part of the page React hydrates
 * (an element a script put in would not survive hydration), after the app in the page's order.
 */
export function UnsupportedBrowser() {
  return (
    <div id="unsupported-browser" className="mx-auto max-w-prose flex-col gap-6 p-4">
      {[
        { lang: 'en-US', words: enUSShell.unsupportedBrowser },
        { lang: 'tr-TR', words: trTRShell.unsupportedBrowser },
      ].map(({ lang, words }) => (
        // Headings of level 2: the page's own h1 stays the only one in a browser that runs the app.
        <section key={lang} lang={lang} className="flex flex-col gap-2 py-4">
          <h2 className="text-xl font-semibold">{words.title}</h2>
          <p>{words.text}</p>
        </section>
      ))}
    </div>
  );
}
