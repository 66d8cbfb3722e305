import type { PdfJs } from '@react-pdf-viewer/core';
import { withEvalDisabled } from './document-params';

describe('getDocument params', () => {
  it('turns eval off and keeps every other param', () => {
    const params: PdfJs.GetDocumentParams = {
      url: 'http://localhost:4000/media/pdf/unit-1.pdf',
      httpHeaders: { tenant: 'root' },
      withCredentials: false,
    };
    expect(withEvalDisabled(params)).toEqual({ ...params, isEvalSupported: false });
  });

  it('overrides an eval setting that asks for eval', () => {
    const params = { url: 'x.pdf', isEvalSupported: true } as PdfJs.GetDocumentParams;
    expect(withEvalDisabled(params)).toMatchObject({ url: 'x.pdf', isEvalSupported: false });
  });
});
