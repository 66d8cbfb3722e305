import { act, render, waitFor } from '@testing-library/react';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useDocumentTitle } from './use-document-title';

function Screen({ title }: { title: string }) {
  useDocumentTitle(title);
  const { setLocale } = useMessages();
  return (
    <button type="button" onClick={() => setLocale('tr-TR')}>
      tr
    </button>
  );
}

describe('useDocumentTitle', () => {
  beforeEach(() => localStorage.clear());

  it('titles the tab with the screen and the portal in the chosen language', async () => {
    const { getByRole } = render(
      <LocaleProvider>
        <Screen title="Help" />
      </LocaleProvider>,
    );
    expect(document.title).toBe('Help · Language School Student Portal');
    act(() => getByRole('button').click());
    // The Turkish catalogue is downloaded on the choice.
    await waitFor(() => expect(document.title).toBe('Help · Dil Okulu Öğrenci Portalı'));
  });

  it('takes the title back when the head is rewritten after the screen mounted', async () => {
    render(
      <LocaleProvider>
        <Screen title="Notifications" />
      </LocaleProvider>,
    );
    // What Next does when it streams the root metadata's title in late.
    const title = document.querySelector('title');
    if (!title) throw new Error('no <title> in the head');
    title.textContent = 'Language School Student Portal';
    await waitFor(() => expect(document.title).toBe('Notifications · Language School Student Portal'));
  });
});
