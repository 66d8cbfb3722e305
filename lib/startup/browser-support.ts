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

/**
 * An inline script at the top of every page, static so the build hashes it for the CSP. Written in
 * ES5, so the oldest browser runs it: it marks <html> with what is missing, and the page then
 * shows only the notice saying which browsers work (components/startup/unsupported-browser.tsx)
 * where the portal would otherwise stay blank or crash. A test that throws counts as missing.
 */
export const browserSupportScript =
  '(function(){var m=[];' +
  Object.entries(checks)
    .map(([name, test]) => `try{if(!(${test}))m.push("${name}")}catch(e){m.push("${name}")}`)
    .join('') +
  `if(m.length)document.documentElement.setAttribute(${JSON.stringify(unsupportedBrowserAttribute)},m.join(" "))})()`;

/** Whether the script found this browser lacking, read off the root element it marks. */
export function isUnsupportedBrowser(root: Element): boolean {
  return root.hasAttribute(unsupportedBrowserAttribute);
}
