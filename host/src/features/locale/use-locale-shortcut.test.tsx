import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@kanri/runtime';
import { renderWithProviders, testSession } from '@kanri/runtime/testing';
import { isLocaleShortcut, otherLocale, useLocaleShortcut } from './use-locale-shortcut';
import { LanguageSwitch } from '../../app/shell/language-switch';

function Harness() {
  useLocaleShortcut();
  return <LanguageSwitch />;
}

describe('Ctrl+Meta+L', () => {
  it('recognizes only Ctrl+Meta+L', () => {
    expect(isLocaleShortcut(new KeyboardEvent('keydown', { key: 'l', ctrlKey: true, metaKey: true }))).toBe(true);
    expect(isLocaleShortcut(new KeyboardEvent('keydown', { key: 'l', ctrlKey: true }))).toBe(false);
    expect(otherLocale('en-US')).toBe('ja-JP');
    expect(otherLocale('ja-JP')).toBe('en-US');
  });

  it('toggles en-US ↔ ja-JP and saves it on the server', async () => {
    const fetcher = jest.fn(async (_endpoint: { path: string }, input: unknown) => (input as { body: unknown }).body);
    renderWithProviders(<Harness />, { session: testSession, fetcher });
    await act(async () => {
      fireEvent.keyDown(window, { key: 'l', ctrlKey: true, metaKey: true });
    });
    await waitFor(() => expect(i18n.locale).toBe('ja-JP'));
    expect(fetcher).toHaveBeenCalledWith(expect.objectContaining({ method: 'PATCH', path: '/v2/session/locale' }), { body: { locale: 'ja-JP' } });
    expect(document.documentElement.lang).toBe('ja');
    // the runtime and host catalogs are loaded: the switch's label is Japanese now
    await waitFor(() => expect(screen.getByRole('radiogroup', { hidden: true }) ?? screen.getByLabelText('言語')).toBeTruthy());
    await act(async () => {
      fireEvent.keyDown(window, { key: 'L', ctrlKey: true, metaKey: true });
    });
    await waitFor(() => expect(i18n.locale).toBe('en-US'));
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/v2/session/locale' }), { body: { locale: 'en-US' } });
  });
});
