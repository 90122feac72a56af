import { act, render, waitFor } from '@testing-library/react';
import { KanriProviders } from '../providers';
import { i18n } from '../i18n/i18n';
import { setApiFetcher } from '../client/api-fetch';
import { testSession } from '../testing';

describe('AuthProvider', () => {
  it('re-reads the session on a language switch, not when a unit merges its catalog', async () => {
    i18n.load('en-US', {});
    i18n.activate('en-US');
    const calls: string[] = [];
    setApiFetcher(async (endpoint) => {
      calls.push(endpoint.path);
      return testSession;
    });
    render(
      <KanriProviders session={testSession}>
        <p>page</p>
      </KanriProviders>,
    );
    // a remote loading its messages (issue 27: one identity call per page load)
    act(() => i18n.load('en-US', { someRemoteMessage: 'Hello' }));
    expect(calls).toEqual([]);
    act(() => {
      i18n.load('ja-JP', {});
      i18n.activate('ja-JP');
    });
    await waitFor(() => expect(calls).toEqual(['/v2/session']));
    act(() => i18n.activate('en-US'));
  });
});
