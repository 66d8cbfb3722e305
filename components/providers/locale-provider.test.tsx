import { act, render, screen, waitFor } from '@testing-library/react';
import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { useMessages } from '@/hooks/i18n/use-messages';
import { LocaleProvider } from './locale-provider';

/** Shows what the app would show, and logs every rendered state. */
function Probe({ log = [] }: { log?: string[] }) {
  const { t, locale, ready, setLocale } = useMessages();
  const shown = ready ? `${locale}: ${t.home.title}` : 'waiting';
  log.push(shown);
  return (
    <>
      <p data-testid="state">{shown}</p>
      <button type="button" onClick={() => setLocale('tr-TR')}>
        tr
      </button>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;

describe('LocaleProvider', () => {
  beforeEach(() => localStorage.clear());

  it('is ready in English at once when nothing is stored', async () => {
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    await waitFor(() => expect(state()).toBe('en-US: Welcome to your language school'));
  });

  it('is ready only once a stored Turkish choice has its catalogue: never English first', async () => {
    writeStored(storageKeys.locale, 'tr-TR');
    const log: string[] = [];
    render(
      <LocaleProvider>
        <Probe log={log} />
      </LocaleProvider>,
    );
    await waitFor(() => expect(state()).toBe('tr-TR: Dil okulunuza hoş geldiniz'));
    expect(new Set(log)).toEqual(new Set(['waiting', 'tr-TR: Dil okulunuza hoş geldiniz']));
  });

  it('switches to Turkish on request and stores the choice', async () => {
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    await waitFor(() => expect(state()).toMatch(/^en-US/));
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(state()).toBe('tr-TR: Dil okulunuza hoş geldiniz'));
    expect(document.documentElement.lang).toBe('tr-TR');
    expect(localStorage.getItem(storageKeys.locale)).toContain('tr-TR');
  });

  it.each(['toString', '__proto__', 'constructor'])(
    'shows English for a stored locale of %s and drops it',
    async (name) => {
      writeStored(storageKeys.locale, name);
      render(
        <LocaleProvider>
          <Probe />
        </LocaleProvider>,
      );
      await waitFor(() => expect(state()).toBe('en-US: Welcome to your language school'));
      expect(localStorage.getItem(storageKeys.locale)).toBeNull();
    },
  );
});
