/**
 * The API process: opens the database (PGlite in KANRI_DATA_DIR, or DATABASE_URL), migrates, seeds
 * an empty database, listens on HOST:PORT (127.0.0.1:8090), and shuts down gracefully on
 * SIGINT/SIGTERM.
 */
import { openDatabase } from './db/client';
import { defaultScale, demoAccounts, demoPassword, isEmpty, seedDatabase } from './db/seed';
import { buildServer } from './server';

const env = process.env;
const port = Number(env.PORT ?? 8090);
const host = env.HOST ?? '127.0.0.1';
// Demo accounts are on by default for the embedded database and off for a real server.
const demo = env.KANRI_DEMO ? env.KANRI_DEMO !== '0' : !env.DATABASE_URL;

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: env.KANRI_DB_POOL ? Number(env.KANRI_DB_POOL) : undefined });
const app = await buildServer({
  db: database.db,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  devMailbox: env.KANRI_DEV_MAILBOX === '1',
  allowedOrigins: (env.KANRI_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  smtpUrl: env.SMTP_URL || undefined,
  trustProxy: env.KANRI_TRUST_PROXY ? env.KANRI_TRUST_PROXY.split(',').map((s) => s.trim()) : undefined,
});

// replicas starting together: one seeds, the others wait and find the database seeded
await database.exclusive(async () => {
  if (!(await isEmpty(database.db))) return;
  const scale = env.KANRI_SEED_SCALE ? Number(env.KANRI_SEED_SCALE) : defaultScale;
  const result = await seedDatabase(database.db, { scale, demo });
  app.log.info({ people: result.people, demo }, 'empty database seeded');
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
app.log.info({ driver: database.driver, demo }, `kanri API on http://${host}:${port}`);
if (demo) app.log.info(`demo accounts (password ${demoPassword}): ${Object.values(demoAccounts).join(', ')}`);
