import { helpCategories as portalCategories, helpLimits as portalLimits } from '@/lib/help/help-form';

import { helpCategories, helpEndpoints, helpRequestLimits, helpRequestProblems } from './help-requests.mjs';

const device = {
  osName: 'Android',
  osVersion: '14',
  browserName: 'Chrome',
  browserVersion: '124.0',
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  appVersion: '5.0',
  platform: 'Linux armv81',
  vendor: 'Google Inc.',
};
const good = {
  requestId: 'r-1',
  subject: 'Video',
  category: 'videos',
  message: 'The video does not start.',
  screenshot: null,
  device,
  locale: 'tr-TR',
  writtenAt: '2026-11-23T10:00:00.000Z',
};
const post = helpEndpoints[0].handle;
const png = (bytes) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;

describe('POST api/v1/helprequests (demo)', () => {
  it('stores a valid request once, however often it is sent', () => {
    const state = {};
    const first = post({ state, body: good });
    expect(first.status).toBe(201);
    expect(post({ state, body: good })).toEqual({ status: 200, body: first.body });
    expect(state.helpRequests).toHaveLength(1);
    expect(state.helpRequests[0]).toMatchObject({ subject: 'Video', category: 'videos', device });
  });

  it('refuses bad fields with the problem of each', () => {
    const state = {};
    const refused = post({
      state,
      body: { ...good, subject: ' ', message: 'short', category: 'billing', device: { osName: 'x' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual({
      subject: 'required',
      message: 'tooShort',
      category: 'required',
      device: 'invalid',
    });
    expect(state.helpRequests).toBeUndefined();
  });

  it('accepts image screenshots up to the limit only', () => {
    const shot = (dataUrl) => helpRequestProblems({ ...good, screenshot: { fileName: 'shot.png', dataUrl } });
    expect(shot(png(helpRequestLimits.screenshotMaxBytes))).toEqual({});
    expect(shot(png(helpRequestLimits.screenshotMaxBytes + 1))).toEqual({ screenshot: 'tooLarge' });
    expect(shot('data:text/html;base64,PGI+')).toEqual({ screenshot: 'notAnImage' });
    expect(shot('https://example.com/shot.png')).toEqual({ screenshot: 'notAnImage' });
  });
});

// The demo server checks the form again, with its own copy of the rules (it is plain JavaScript run
// by Node): the copy must say what the portal's form says, or the demo refuses what the form sent.
describe('the demo and the portal agree on the help form', () => {
  it('has the same limits', () => {
    expect(helpRequestLimits).toEqual(portalLimits);
  });

  it('has the same categories', () => {
    expect(helpCategories).toEqual(portalCategories);
  });
});
