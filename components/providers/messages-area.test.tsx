import { act, render, screen } from '@testing-library/react';
import { enUS } from '@/lib/i18n/en-US';
import { enUSHelp } from '@/lib/i18n/en-US/help';
import { trTRHelp } from '@/lib/i18n/tr-TR/help';
import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { useMessages } from '@/hooks/i18n/use-messages';
import { LocaleProvider } from './locale-provider';
import { MessagesArea } from './messages-area';

function HelpTitle() {
  const { t } = useMessages();
  return <p>{t.help.faqTitle}</p>;
}

function HistoryTitle() {
  const { t } = useMessages();
  return <p>{t.examProgress.title}</p>;
}

beforeEach(() => localStorage.clear());

describe('an area’s words', () => {
  it('in English come with the screen: its first render already has them', async () => {
    render(
      <LocaleProvider>
        <MessagesArea area="help" bundled={enUSHelp}>
          <HelpTitle />
        </MessagesArea>
      </LocaleProvider>,
    );
    expect(screen.getByText(enUS.help.faqTitle)).toBeInTheDocument();
    // The stored language (none: English) is settled after that first render, and changes nothing.
    await act(async () => undefined);
    expect(screen.getByText(enUS.help.faqTitle)).toBeInTheDocument();
  });

  it('in Turkish are downloaded and replace the English ones', async () => {
    writeStored(storageKeys.locale, 'tr-TR');
    render(
      <LocaleProvider>
        <MessagesArea area="help" bundled={enUSHelp}>
          <HelpTitle />
        </MessagesArea>
      </LocaleProvider>,
    );
    expect(await screen.findByText(trTRHelp.help.faqTitle)).toBeInTheDocument();
    expect(screen.queryByText(enUS.help.faqTitle)).not.toBeInTheDocument();
  });

  it('without bundled words show the fallback until they are in, and only there', async () => {
    render(
      <LocaleProvider>
        <p>shell</p>
        <MessagesArea area="exam" fallback={<p>waiting</p>}>
          <HistoryTitle />
        </MessagesArea>
      </LocaleProvider>,
    );
    expect(screen.getByText('shell')).toBeInTheDocument();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText(enUS.examProgress.title)).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
