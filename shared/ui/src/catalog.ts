import { registerCatalogLoader } from '@kanri/runtime';

// The UI kit's own messages (empty states, paging, search), merged into the shared i18n.
void registerCatalogLoader('ui', (locale) =>
  (locale === 'ja-JP' ? import('@locales/ja-JP/ui') : import('@locales/en-US/ui')).then((m) => m.messages),
);
