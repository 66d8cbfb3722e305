import { earlyReadsGlobal, type EarlyRead } from '@/lib/api/early-reads';
import { readAccessToken, restoreSession, saveSession, sessionMaxAgeMs } from '@/lib/session/session';
import { storageKeys } from '@/lib/storage/keys';
import { reverseEncode } from '@/lib/storage/reverse-encoding';
import { writeStored } from '@/lib/storage/stored-value';
import { earlyReadsConfig, earlyReadsScript, startEarlyReads } from './early-reads-script';

const apiUrl = 'http://localhost:4000/';
const user = { FirstName: 'Ayşe', LastName: 'Yılmaz', UserName: 'ayse.yilmaz' };
const day = 24 * 60 * 60 * 1000;
const tokens = (accessToken: string, more: { refreshToken?: string; idToken?: string } = {}) => ({
  accessToken,
  refreshToken: more.refreshToken ?? null,
  idToken: more.idToken ?? null,
});

const fetchMock = jest.fn(() => new Promise<Response>(() => {}));
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  delete window[earlyReadsGlobal];
  Object.assign(globalThis, { fetch: fetchMock });
  window.history.replaceState(null, '', '/ogrenimIcerigi');
});

const sentReads = () => {
  startEarlyReads(earlyReadsConfig(apiUrl));
  return window[earlyReadsGlobal] ?? [];
};

/** How each stored state is read by the head's script and by the app's own session code. */
const storedStates: [string, () => void][] = [
  ['a fresh session', () => saveSession(tokens('abc.DEF-123'), user)],
  [
    'a session with refresh and id tokens',
    () => saveSession(tokens('tok', { refreshToken: 'r', idToken: 'i.d' }), user),
  ],
  ['nothing stored', () => {}],
  ['a token but no user', () => writeStored(storageKeys.token, reverseEncode('tok'))],
  ['a user without names', () => saveSession(tokens('tok'), { ...user, FirstName: undefined } as never)],
  [
    'a token older than the session’s life',
    () => {
      saveSession(tokens('tok'), user);
      writeStored(storageKeys.token, reverseEncode('tok'), Date.now() - sessionMaxAgeMs - day);
    },
  ],
  [
    'a token written an hour in the future',
    () => {
      saveSession(tokens('tok'), user);
      writeStored(storageKeys.token, reverseEncode('tok'), Date.now() + 60 * 60 * 1000);
    },
  ],
  ['a token with CR LF in it', () => saveSession(tokens('tok\r\nX-Evil: 1'), user)],
  ['a token longer than any header', () => saveSession(tokens('a'.repeat(9000)), user)],
  ['an unusable refresh token', () => saveSession(tokens('tok', { refreshToken: 'r e f' }), user)],
  ['an unusable id token', () => saveSession(tokens('tok', { idToken: 'i d' }), user)],
  [
    'a token not reverse-encoded',
    () => {
      saveSession(tokens('tok'), user);
      writeStored(storageKeys.token, '%%%');
    },
  ],
  [
    'unparsable JSON',
    () => {
      saveSession(tokens('tok'), user);
      localStorage.setItem(storageKeys.token, '{"value":');
    },
  ],
  ['script text in the user', () => saveSession(tokens('tok'), { ...user, LastName: '<script>x</script>' })],
];

describe('the early reads of the page’s head', () => {
  it.each(storedStates)('read %s as the app reads it: the same token, or nothing sent', (_, store) => {
    store();
    const reads = sentReads();
    const restored = restoreSession();
    if (restored.kind === 'present') {
      expect(reads).toHaveLength(1);
      expect(reads[0]?.headers.Authorization).toBe(`Bearer ${readAccessToken()}`);
    } else {
      expect(reads).toHaveLength(0);
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });

  it('sends the enrollments read with the API client’s headers, once', () => {
    saveSession(tokens('abc'), user);
    const [read] = sentReads() as [EarlyRead];
    expect(read.url).toBe('http://localhost:4000/api/v1/courseenrollments/userEnrollmentsSimple');
    expect(read.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      tenant: 'root',
      Authorization: 'Bearer abc',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(read.url, {
      method: 'GET',
      headers: read.headers,
      credentials: 'same-origin',
    });
  });

  it.each([
    ['/VideoGoster/9001', 'api/v1/materials/9001'],
    ['/PdfGoster/9002/', 'api/v1/materials/9002'],
    ['/SinavOzeti/4003', 'api/v1/solved-exams/4003'],
    ['/SinavOzeti/4003/kurs', 'api/v1/solved-exams/4003'],
    ['/VideoGoster/%2F', null],
    ['/VideoGoster/12abc', null],
    ['/CourseDetail/104', null],
    ['/CourseDetail/104/', null],
  ])('on %s also asks for the screen’s own read (%s)', (path, screenRead) => {
    window.history.replaceState(null, '', path);
    saveSession(tokens('abc'), user);
    const urls = sentReads().map((read) => read.url.replace(apiUrl, ''));
    expect(urls).toEqual(['api/v1/courseenrollments/userEnrollmentsSimple', ...(screenRead ? [screenRead] : [])]);
  });

  it.each(['/', '/misafirGirisi/9001', '/callback', '/loginProblem', '/nowhere'])(
    'sends nothing from %s, a page that loads no enrollments',
    (path) => {
      window.history.replaceState(null, '', path);
      saveSession(tokens('abc'), user);
      expect(sentReads()).toHaveLength(0);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  describe('the language data, loaded before the screen needs it', () => {
    let idle: (() => void)[] = [];
    beforeEach(() => {
      idle = [];
      Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    });
    afterEach(() => {
      delete (window as Partial<Window>).requestIdleCallback;
      jest.restoreAllMocks();
    });
    const languagesLoaded = () => {
      const numbers = jest.spyOn(Intl, 'NumberFormat');
      idle.forEach((callback) => callback());
      return numbers.mock.calls.map(([locale]) => locale);
    };

    it.each([
      ['tr-TR', 'tr-TR'],
      ['en-US', 'en-US'],
      ['xx-YY', 'en-US'],
    ])('with %s stored, in %s, for a returning student’s gated page', (stored, loaded) => {
      writeStored(storageKeys.locale, stored);
      saveSession(tokens('abc'), user);
      sentReads();
      expect(languagesLoaded()).toEqual([loaded]);
    });

    it('not for a page without a session or a public page', () => {
      sentReads();
      window.history.replaceState(null, '', '/');
      saveSession(tokens('abc'), user);
      sentReads();
      expect(idle).toEqual([]);
    });

    describe('where workers run', () => {
      let workers: FakeWorker[] = [];
      const scripts = new Map<string, Blob>();
      class FakeWorker {
        onmessage: (() => void) | null = null;
        onerror: (() => void) | null = null;
        terminated = false;
        constructor(readonly url: string) {
          workers.push(this);
        }
        terminate() {
          this.terminated = true;
        }
      }
      beforeEach(() => {
        workers = [];
        scripts.clear();
        Object.assign(window, { Worker: FakeWorker });
        Object.assign(URL, {
          createObjectURL: (blob: Blob) => {
            scripts.set(`blob:${scripts.size}`, blob);
            return `blob:${scripts.size - 1}`;
          },
          revokeObjectURL: (url: string) => scripts.delete(url),
        });
      });
      afterEach(() => {
        delete (window as { Worker?: unknown }).Worker;
      });
      /** The worker's script, to run as the worker would, with `postMessage` as its way back. */
      const workerScript = async (worker: FakeWorker) => {
        const source = await new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as string);
          reader.readAsText(scripts.get(worker.url) as Blob);
        });
        return () => new Function('postMessage', source)(() => worker.onmessage?.());
      };

      it('loads the stored language on a worker thread, leaving the page’s idle time alone', async () => {
        writeStored(storageKeys.locale, 'tr-TR');
        saveSession(tokens('abc'), user);
        sentReads();
        expect(idle).toEqual([]);
        expect(workers).toHaveLength(1);
        const run = await workerScript(workers[0] as FakeWorker);
        const numbers = jest.spyOn(Intl, 'NumberFormat');
        run();
        expect(numbers.mock.calls.map(([locale]) => locale)).toEqual(['tr-TR']);
        // Done: the worker ends and its script is let go.
        expect(workers[0]?.terminated).toBe(true);
        expect(scripts.size).toBe(0);
      });

      it('loads it in idle time when the browser will not start the worker', () => {
        writeStored(storageKeys.locale, 'tr-TR');
        saveSession(tokens('abc'), user);
        sentReads();
        workers[0]?.onerror?.();
        expect(languagesLoaded()).toEqual(['tr-TR']);
        expect(scripts.size).toBe(0);
      });
    });
  });

  it('is its own function’s text, so the build can hash it', () => {
    expect(earlyReadsScript()).toMatch(
      /^\(function startEarlyReads\(c\) \{[\s\S]*\}\)\(\{"apiUrl":"http:\/\/localhost:4000\/"/,
    );
  });
});
