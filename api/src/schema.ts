/**
 * Every table of the database in one namespace (issue 32, docs/api-layout.md): the shared tables of
 * `db/schema.ts` and each domain's `<domain>/schema.ts`. A composition root like `server.ts`: it
 * may import every domain, which `db/` (a shared mechanism) may not, so it lives here and not in
 * `db/`. The many `import * as t from '../schema'` read it; the database client types its queries
 * with it. drizzle-kit reads the files themselves (drizzle.config.ts).
 */
export * from './db/schema';
export * from './hr-people/schema';
export * from './ga-places/schema';
export * from './ga-places/schema-people-linked';
export * from './it-ops/schema';
export * from './marketplace/schema';
export * from './settings/schema';
export * from './legal/schema';
export * from './operations/schema';
export * from './bulk/schema';
