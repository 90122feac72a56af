import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { i18n, KanriProviders, loadCatalog } from '@kanri/runtime';
import { placeholderRoutes } from './placeholder-routes';

const user = userEvent.setup({ delay: null });
const id = '7d0c4f6e-2a6b-4d0e-9a51-0c8f2f3b1a11';

function mount(url: string) {
  const router = createMemoryRouter(
    [{ path: 'software/registry', element: <p>registry page</p> }, ...placeholderRoutes(['software', 'software/:id', 'software/:id/users', 'software/add/:type'], msg`IT operations`)],
    { initialEntries: [url] },
  );
  render(
    <KanriProviders session={null} cacheProvider={() => new Map()}>
      <RouterProvider router={router} />
    </KanriProviders>,
  );
  return router;
}

describe('placeholderRoutes', () => {
  it.each(['/software', `/software/${id}`, `/software/${id}/users`, '/software/add/SAAS'])('shows "Coming soon" for the spec URL %s', (url) => {
    mount(url);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('This IT operations page is not built yet.')).toBeInTheDocument();
  });

  it('keeps the built routes', () => {
    mount('/software/registry');
    expect(screen.getByText('registry page')).toBeInTheDocument();
  });

  it.each(['/software/registr', '/software/registry/extra', `/software/${id}/user`, '/elsewhere'])('shows the not-found page for %s', (url) => {
    mount(url);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('speaks Japanese with the ui catalog', async () => {
    loadCatalog('ja-JP', (await import('@locales/ja-JP/ui')).messages);
    i18n.activate('ja-JP');
    try {
      mount(`/software/${id}`);
      expect(screen.getByText('準備中')).toBeInTheDocument();
    } finally {
      i18n.activate('en-US');
    }
  });

  it('links the not-found page back home', async () => {
    const router = mount('/software/registr');
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
