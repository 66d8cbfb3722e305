/** Set on <html> when the browser lacks what the portal needs; its value names what is missing. */
export const unsupportedBrowserAttribute = 'data-unsupported-browser';

/**
 * What the portal cannot run without (decision 66), each a test that holds in a browser that has
 * it. A service worker is not among them: without one the portal works online only.
 * - modules: ES modules (`noModule` on script elements), which every ES2020 browser has;
 * - es2020: ES2020's built-ins, which come with its syntax (the bundles are built for ES2020);
 * - indexedDB: exam attempts, kept papers and courses live there;
 * - getRandomValues: sign-in's PKCE and state, and every id the portal makes (lib/random/uuid.ts).
 */
const checks: Record<string, string> = {
  modules: '"noModule" in document.createElement("script")',
  es2020:
    'typeof globalThis==="object"&&typeof BigInt==="function"&&typeof Promise.allSettled==="function"&&typeof "".matchAll==="function"',
  indexedDB: '!!window.indexedDB',
  getRandomValues: '!!window.crypto&&typeof window.crypto.getRandomValues==="function"',
};

/** The notice's words in one language. */
export interface UnsupportedBrowserWords {
  lang: string;
  title: string;
  text: string;
}

/** The element the script adds, the only thing on the page then (app/globals.css). */
export const unsupportedBrowserNoticeId = 'unsupported-browser';

/**
 * An inline script at the top of every page, static so the build hashes it for the CSP. Written in
 * ES5, so the oldest browser runs it: it marks <html> with what is missing (CSS then hides the
 * app) and, once the page is parsed, puts in the notice saying which browsers work, in each
 * language of `words` (the first as the page's heading), where the portal would otherwise stay
 * blank or crash. A test that throws counts as missing. A browser with everything gets nothing.
 */
export function browserSupportScript(words: readonly UnsupportedBrowserWords[]): string {
  const tests = Object.entries(checks)
    .map(([name, test]) => `try{if(!(${test}))m.push("${name}")}catch(e){m.push("${name}")}`)
    .join('');
  // JSON is an ES5 literal; `<` escaped, so no text can close the script element.
  const wordsLiteral = JSON.stringify(words).replace(/</g, '\\u003c');
  return (
    `(function(){var m=[];${tests}if(!m.length)return;var d=document;` +
    `d.documentElement.setAttribute(${JSON.stringify(unsupportedBrowserAttribute)},m.join(" "));` +
    `d.addEventListener("DOMContentLoaded",function(){var w=${wordsLiteral},b=d.createElement("div");` +
    `b.id=${JSON.stringify(unsupportedBrowserNoticeId)};` +
    'for(var i=0;i<w.length;i++){var s=d.createElement("section"),h=d.createElement(i?"h2":"h1"),p=d.createElement("p");' +
    's.lang=w[i].lang;h.textContent=w[i].title;p.textContent=w[i].text;s.appendChild(h);s.appendChild(p);b.appendChild(s)}' +
    'd.body.insertBefore(b,d.body.firstChild)})})()'
  );
}

/** Whether the script found this browser lacking, read off the root element it marks. */
export function isUnsupportedBrowser(root: Element): boolean {
  return root.hasAttribute(unsupportedBrowserAttribute);
}
