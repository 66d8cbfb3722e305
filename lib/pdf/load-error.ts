import type { LoadError } from '@react-pdf-viewer/core';

/** Why a PDF could not be shown, as far as it changes what the student can do about it. */
type PdfFailure = 'missing' | 'damaged' | 'unavailable';

/**
 * Reads pdf.js's exception name: a 404 is `MissingPDFException`; a file that is not a PDF, or a
 * broken one, is `InvalidPDFException` or `FormatError`. Everything else (another HTTP status,
 * a dropped connection, a worker that failed) may pass on a retry.
 */
export function pdfFailure(error: LoadError): PdfFailure {
  switch (error.name) {
    case 'MissingPDFException':
      return 'missing';
    case 'InvalidPDFException':
    case 'FormatError':
      return 'damaged';
    default:
      return 'unavailable';
  }
}
