import type { RemoteModule } from '@kanri/runtime';
import { routes } from './app/routes';

/**
 * The remote's one exposed module (`./module`): its routes, mounted by the host at the site root,
 * and its Lingui catalog, merged into the shared i18n before the routes render.
 */
const remoteModule: RemoteModule = {
  id: 'marketplace',
  routes,
  loadCatalog: (locale) =>
    (locale === 'ja-JP' ? import('@locales/ja-JP/marketplace') : import('@locales/en-US/marketplace')).then((m) => m.messages),
};

export default remoteModule;
