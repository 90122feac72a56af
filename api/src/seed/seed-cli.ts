/**
 * `pnpm seed [--scale N] [--no-demo]`: empties the database (KANRI_DATA_DIR / DATABASE_URL) and
 * seeds the demo company with N people (default 300), its ~30 demo networks and a few hundred
 * devices; from N = 1000 up the company gets N networks and N devices in all (`--scale 100000` →
 * 100k people, 100k networks and 100k devices, for the latency benches). Demo accounts unless `--no-demo` or `KANRI_DEMO=0`.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { analyzeTables, defaultScale, demoAccounts, demoPassword, seedDatabase, truncateAll } from './seed';

const { values } = parseArgs({
  options: { scale: { type: 'string' }, 'no-demo': { type: 'boolean' }, 'data-dir': { type: 'string' } },
});
const scale = values.scale ? Number(values.scale) : defaultScale;
if (!Number.isInteger(scale) || scale < 2) {
  console.error('--scale must be a whole number ≥ 2');
  process.exit(2);
}
const demo = !values['no-demo'] && process.env.KANRI_DEMO !== '0';
const started = performance.now();
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: values['data-dir'] });
await truncateAll(database.db);
const result = await seedDatabase(database.db, { scale, demo });
await analyzeTables(database.db);
await database.close();
console.log(`Seeded ${result.people} people on ${database.driver} in ${Math.round(performance.now() - started)} ms.`);
if (demo) console.log(`Demo accounts (password ${demoPassword}): ${Object.values(demoAccounts).join(', ')}`);
