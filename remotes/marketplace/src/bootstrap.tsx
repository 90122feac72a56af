import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { activateLocale, detectLocale, KanriProviders, registerCatalogLoader } from '@kanri/runtime';
import remoteModule from './module';

// Standalone dev mount (`pnpm dev` in this folder): the module's routes inside the shared providers,
// without the shell. Inside the host, only ./module is loaded and this file never runs.
async function mount(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('missing #root element');
  void registerCatalogLoader(remoteModule.id, remoteModule.loadCatalog);
  await activateLocale(detectLocale());
  const router = createBrowserRouter([{ index: true, element: <Navigate to="/marketplace/store/devices" replace /> }, ...remoteModule.routes]);
  createRoot(element).render(
    <KanriProviders>
      <RouterProvider router={router} />
    </KanriProviders>,
  );
}

void mount();
