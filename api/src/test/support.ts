import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openDatabase, type Database } from '../db/client';
import { demoPassword, seedDatabase, truncateAll, type SeedResult } from '../db/seed';
import { buildServer, type BuildServerOptions } from '../server';

/** Reference time of test seeds: now, so seeded invitations are valid or expired as designed. */
export const testNow = new Date();

/** A server on a real, freshly seeded database (in-memory PGlite, or DATABASE_URL emptied first). */
export interface TestServer {
  app: FastifyInstance;
  database: Database;
  seed: SeedResult;
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Opens the test database: in-memory PGlite, or PostgreSQL at DATABASE_URL (emptied). */
export async function openTestDatabase(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory' });
  if (database.driver === 'postgres') await truncateAll(database.db);
  return database;
}

/** Builds a server on a seeded test database. `overrides` reach `buildServer`. */
export async function startTestServer(overrides: Partial<BuildServerOptions> = {}, scale = 300): Promise<TestServer> {
  const database = await openTestDatabase();
  const seed = await seedDatabase(database.db, { scale, demo: true, now: testNow });
  const app = await buildServer({ db: database.db, devMailbox: true, sessionCacheMs: 60_000, ...overrides });
  return {
    app,
    database,
    seed,
    async signIn(email, password = demoPassword) {
      const res = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return sessionCookie(res);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `kanri_session=<token>` from a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'kanri_session');
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `kanri_session=${cookie.value}`;
}
