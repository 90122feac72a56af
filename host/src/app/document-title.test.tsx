import { render, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@kanri/runtime';
import { messages as hostJa } from '@locales/ja-JP/host';
import { pageTitleFor, useDocumentTitle } from './document-title';
import { installTestRouteRegistry } from './testing/route-registry';

beforeAll(() => installTestRouteRegistry());

function Title() {
  useDocumentTitle();
  return null;
}

describe('document title', () => {
  it('names the screen, else its module, else nothing', () => {
    i18n.activate('en-US');
    expect(pageTitleFor('/networks/add', i18n)).toBe('Add network');
    expect(pageTitleFor('/networks/', i18n)).toBe('Network list');
    expect(pageTitleFor('/networks/0b2f7c1e-1111-4000-8000-000000000001', i18n)).toBe('Networks');
    expect(pageTitleFor('/auth/sign-in', i18n)).toBe('Sign in');
    expect(pageTitleFor('/nowhere', i18n)).toBeNull();
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
      // the remote's manifest carries the Japanese label; the host's catalog nothing of it
      await waitFor(() => expect(document.title).toBe('ネットワークを追加 – kanri'));
    } finally {
      i18n.activate('en-US');
    }
  });
});
