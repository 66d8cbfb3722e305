/**
 * pdf.js's worker as the site serves it (public/pdf/). The file name carries the version because
 * pdf.js refuses a worker of another version than its API: an upgrade of pdfjs-dist without a new
 * worker file then fails worker-url.test.ts instead of every PDF in production.
 */
export const pdfWorkerUrl = (pdfjsVersion: string) => `/pdf/pdf.worker-${pdfjsVersion}.min.js`;
