import { activateLocale, i18n, loadCatalog, registerCatalogLoader } from './i18n';

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

  it('loads an empty catalog (a production unit’s) without a change event, and a catalog with messages with one', () => {
    const changes = jest.fn();
    i18n.on('change', changes);
    try {
      loadCatalog('ja-JP', {});
      expect(changes).not.toHaveBeenCalled();
      loadCatalog('ja-JP', { 'c.title': 'C' });
      expect(changes).toHaveBeenCalledTimes(1);
    } finally {
      i18n.removeListener('change', changes);
    }
  });

  it('keeps every unit’s messages when another unit loads (merge, never replace)', async () => {
    await activateLocale('ja-JP');
    await registerCatalogLoader('unit-a', () => Promise.resolve({ 'a.title': 'A' }));
    await registerCatalogLoader('unit-b', () => Promise.resolve({ 'b.title': 'B' }));
    expect(i18n._('a.title')).toBe('A');
    expect(i18n._('b.title')).toBe('B');
  });
});

describe('messages a production module carries (issue 27: shared/build/lib/inline-messages.cjs)', () => {
  it('merges what modules queued before the runtime ran and what they push after, in both locales, without a change event', async () => {
    const holder = globalThis as { __kanriMessages?: unknown };
    holder.__kanriMessages = [{ 'en-US': { 'early.id': ['Early'] }, 'ja-JP': { 'early.id': ['早い'] } }];
    let isolated!: typeof import('./i18n');
    jest.isolateModules(() => {
      isolated = jest.requireActual<typeof import('./i18n')>('./i18n');
    });
    const changes = jest.fn();
    isolated.i18n.on('change', changes);
    (holder.__kanriMessages as { push: (entry: unknown) => void }).push({ 'en-US': { 'late.id': ['Late'] }, 'ja-JP': { 'late.id': ['遅い'] } });
    expect(changes).not.toHaveBeenCalled();
    await isolated.activateLocale('ja-JP');
    expect(isolated.i18n._('early.id')).toBe('早い');
    expect(isolated.i18n._('late.id')).toBe('遅い');
    await isolated.activateLocale('en-US');
    expect(isolated.i18n._('early.id')).toBe('Early');
    expect(isolated.i18n._('late.id')).toBe('Late');
  });
});
