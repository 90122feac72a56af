import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { activateLocale, detectLocale, registerCatalogLoader } from './i18n/i18n';
import { KanriProviders } from './providers';
import type { RemoteModule } from './remote-module';

/** Options of `mountStandalone`. */
export interface StandaloneOptions {
  /** Where `/` sends the user: the remote's landing page from the site root (e.g. `/software/registry`). */
  home: string;
}

/** What `mountStandalone` mounted: its browser router and a way to unmount it (tests). */
export interface StandaloneMount {
  router: ReturnType<typeof createBrowserRouter>;
  unmount: () => void;
}

/**
 * A remote's standalone dev mount (`pnpm dev` in its folder, `src/bootstrap.tsx`): registers the
 * module's catalog loader, activates the detected locale (the browser's) with every registered
 * catalog, and renders the module's routes, with `/` redirecting to `home`, in a browser router
 * inside `KanriProviders` (session fetched on mount), without the host's shell. Inside the host
 * only `./module` is loaded and this never runs.
 * @throws {Error} (rejects) when the page has no `#root` element
 */
export async function mountStandalone(remoteModule: RemoteModule, { home }: StandaloneOptions): Promise<StandaloneMount> {
  const element = document.getElementById('root');
  if (!element) throw new Error('missing #root element');
  void registerCatalogLoader(remoteModule.id, remoteModule.loadCatalog);
  await activateLocale(detectLocale());
  // the routes' loaders run on the first navigation: a fallback while they and the lazy pages load
  const router = createBrowserRouter([
    { hydrateFallbackElement: <div aria-busy="true" />, children: [{ index: true, element: <Navigate to={home} replace /> }, ...remoteModule.routes] },
  ]);
  const root = createRoot(element);
  root.render(
    <KanriProviders>
      <RouterProvider router={router} />
    </KanriProviders>,
  );
  return { router, unmount: () => root.unmount() };
}
