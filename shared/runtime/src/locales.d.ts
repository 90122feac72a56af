// Compiled Lingui catalogs (`pnpm i18n:compile`, locales/<locale>/<unit>.js) are ES modules without
// declarations. Consumers add this file to their tsconfig `include` (host/tsconfig.json does).
declare module '@locales/*' {
  export const messages: Record<string, unknown>;
}
