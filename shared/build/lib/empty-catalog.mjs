/**
 * The catalog every `@locales/<locale>/<unit>` import resolves to in a production build: the
 * messages travel with the modules that use them instead (`inline-messages.cjs`, issue 27).
 */
export const messages = {};
