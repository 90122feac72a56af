// The compiled Lingui catalogs (`pnpm i18n:compile`: locales/<locale>/<unit>.mjs, reached through the
// base tsconfig's `@locales/*` path and Jest's moduleNameMapper) are ES modules without declarations.
// contracts' own tests read these (glossary.test.ts); a test that reads another catalog names it here.
//
// Named modules, not the `@locales/*` pattern that shared/runtime/src/locales.d.ts declares: contracts
// stands alone (it depends on nothing of the runtime), and `pnpm typecheck` checks the browser
// packages as one program, where a second `@locales/*` declaration would redeclare `messages`.
declare module '@locales/ja-JP/contracts' {
  export const messages: Record<string, unknown>;
}
declare module '@locales/ja-JP/it-ops' {
  export const messages: Record<string, unknown>;
}
