import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n, KanriProviders, loadCatalog } from '@kanri/runtime';
import { notFoundRoute } from './not-found-route';

const user = userEvent.setup({ delay: null });

function mount(url: string) {
  const router = createMemoryRouter(
    [{ path: 'software/registry', element: <p>registry page</p> }, { path: 'software/:id', element: <p>software record</p> }, notFoundRoute],
    { initialEntries: [url] },
  );
  render(
    <KanriProviders session={null} cacheProvider={() => new Map()}>
      <RouterProvider router={router} />
    </KanriProviders>,
  );
  return router;
}

describe('notFoundRoute', () => {
  it('keeps the built routes', () => {
    mount('/software/registry');
    expect(screen.getByText('registry page')).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it.each(['/software/registry/extra', '/software', '/elsewhere'])('shows the not-found page for %s', (url) => {
    mount(url);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });

  it('speaks Japanese with the ui catalog', async () => {
    loadCatalog('ja-JP', (await import('@locales/ja-JP/ui')).messages);
    i18n.activate('ja-JP');
    try {
      mount('/elsewhere');
      expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'ホームに戻る' })).toBeInTheDocument();
    } finally {
      i18n.activate('en-US');
    }
  });

  it('links the not-found page back home', async () => {
    const router = mount('/software/registry/extra');
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
