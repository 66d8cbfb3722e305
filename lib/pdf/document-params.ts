import type { PdfJs } from '@react-pdf-viewer/core';

/** pdf.js reads this field; react-pdf-viewer's type of the getDocument params lacks it. */
type GetDocumentParams = PdfJs.GetDocumentParams & { isEvalSupported?: boolean };

/**
 * The viewer's `transformGetDocumentParams`: turns off pdf.js's compiled font paths, which run
 * code built from the PDF (CVE-2024-4367, GHSA-wgrm-67xf-hhpq, unfixed in pdfjs-dist 3.x).
 */
export function withEvalDisabled(params: PdfJs.GetDocumentParams): PdfJs.GetDocumentParams {
  const safe: GetDocumentParams = { ...params, isEvalSupported: false };
  return safe;
}
