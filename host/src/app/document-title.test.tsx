import { render, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@kanri/runtime';
import { messages as hostJa } from '@locales/ja-JP/host';
import { pageTitleFor, useDocumentTitle } from './document-title';

function Title() {
  useDocumentTitle();
  return null;
}

describe('document title', () => {
  it('names the screen, else its module, else nothing', () => {
    expect(pageTitleFor('/networks/add')?.message).toBe('Add network');
    expect(pageTitleFor('/networks/')?.message).toBe('Network list');
    expect(pageTitleFor('/networks/0b2f7c1e-1111-4000-8000-000000000001')?.message).toBe('Networks');
    expect(pageTitleFor('/auth/sign-in')?.message).toBe('Sign in');
    expect(pageTitleFor('/nowhere')).toBeNull();
  });

  it('writes "{page} – kanri" in the user’s language', async () => {
    i18n.load('ja-JP', hostJa as Messages);
    i18n.activate('ja-JP');
    try {
      render(
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/networks/add']}>
            <Title />
          </MemoryRouter>
        </I18nProvider>,
      );
      await waitFor(() => expect(document.title).toMatch(/^.+ – kanri$/));
      expect(document.title).not.toContain('Add network');
    } finally {
      i18n.activate('en-US');
    }
  });
});
