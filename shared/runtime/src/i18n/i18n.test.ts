import { activateLocale, i18n, registerCatalogLoader } from './i18n';

const deferred = () => {
  let resolve!: (value: Record<string, string>) => void;
  const promise = new Promise<Record<string, string>>((r) => (resolve = r));
  return { promise, resolve };
};

describe('catalog loading', () => {
  it('merges the catalog of a unit registered while a switch to that locale is under way', async () => {
    await activateLocale('en-US');
    const slow = deferred();
    void registerCatalogLoader('slow-unit', (locale) => (locale === 'ja-JP' ? slow.promise : Promise.resolve({})));
    const switching = activateLocale('ja-JP');
    // a remote arrives mid-switch (start-up prefetch)
    const late = registerCatalogLoader('late-unit', (locale) => Promise.resolve(locale === 'ja-JP' ? { 'late.greeting': 'こんにちは' } : { 'late.greeting': 'Hello' }));
    slow.resolve({});
    await Promise.all([switching, late]);
    expect(i18n.locale).toBe('ja-JP');
    expect(i18n._('late.greeting')).toBe('こんにちは');
  });

  it('keeps every unit’s messages when another unit loads (merge, never replace)', async () => {
    await activateLocale('ja-JP');
    await registerCatalogLoader('unit-a', () => Promise.resolve({ 'a.title': 'A' }));
    await registerCatalogLoader('unit-b', () => Promise.resolve({ 'b.title': 'B' }));
    expect(i18n._('a.title')).toBe('A');
    expect(i18n._('b.title')).toBe('B');
  });
});
