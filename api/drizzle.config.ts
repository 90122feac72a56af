import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit: `pnpm db:generate` writes SQL migrations into drizzle/ (one ordered sequence) from the
 * tables of `src/db/schema.ts` (shared) and each domain's `src/<domain>/schema*.ts` (issue 32; ga-places has two). The
 * glob matches one folder down only, so the aggregate `src/schema.ts` (re-exports) is not read twice.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/*/schema*.ts',
  out: './drizzle',
});
