import * as v from 'valibot';
import { parseDeviceInfo } from './device-info';
import { buildHelpRequest, helpRequestSchema } from './help-request';

const isHelpRequest = (value: unknown) => v.is(helpRequestSchema, value);

const device = parseDeviceInfo({
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
});

describe('buildHelpRequest', () => {
  it('trims the texts and stamps the time the request was written', () => {
    const request = buildHelpRequest({
      requestId: 'r-1',
      fields: { subject: '  Exam  ', category: 'exams', message: ' The timer stopped at 10 minutes. ' },
      screenshot: null,
      device,
      locale: 'tr-TR',
      now: new Date('2026-11-23T10:00:00Z'),
    });
    expect(request).toEqual({
      requestId: 'r-1',
      subject: 'Exam',
      category: 'exams',
      message: 'The timer stopped at 10 minutes.',
      screenshot: null,
      device,
      locale: 'tr-TR',
      writtenAt: '2026-11-23T10:00:00.000Z',
    });
    expect(isHelpRequest(request)).toBe(true);
  });
});

describe('isHelpRequest', () => {
  it('refuses a stored request that lost a field or got a wrong one', () => {
    const request = buildHelpRequest({
      requestId: 'r-2',
      fields: { subject: 'Video', category: 'videos', message: 'It does not start at all.' },
      screenshot: { fileName: 'shot.png', dataUrl: 'data:image/png;base64,AAAA' },
      device,
      locale: 'en-US',
      now: new Date(0),
    });
    expect(isHelpRequest(request)).toBe(true);
    expect(isHelpRequest({ ...request, device: undefined })).toBe(false);
    expect(isHelpRequest({ ...request, category: 'billing' })).toBe(false);
    expect(isHelpRequest({ ...request, screenshot: 'data:image/png;base64,AAAA' })).toBe(false);
  });
});
