import { fireEvent, render, screen } from '@testing-library/react';
import { enUSShell } from '@/lib/i18n/en-US/shell';
import { trTRShell } from '@/lib/i18n/tr-TR/shell';
import { RenderErrorPanel } from './render-error';

describe('what an error boundary shows', () => {
  it.each([
    ['English', enUSShell, 'This screen could not be shown', 'Try again'],
    ['Turkish', trTRShell, 'Bu ekran gösterilemedi', 'Tekrar dene'],
  ])('says it in %s, with Try again drawing the screen again and the way home given', (_language, t, title, retry) => {
    const reset = jest.fn();
    render(
      <RenderErrorPanel t={t} reset={reset}>
        <span data-testid="way-home">{t.common.backToHome}</span>
      </RenderErrorPanel>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(t.renderError.body);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('way-home')).toHaveTextContent(t.common.backToHome);
    fireEvent.click(screen.getByRole('button', { name: retry }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
