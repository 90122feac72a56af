/**
 * `pnpm --filter @kanri/api public-ids:rotate-key`: re-encrypts every public ID number under the
 * current (first) key of `KANRI_PUBLIC_ID_KEYS` (docs/public-ids.md "Key rotation"), on the database
 * of `DATABASE_URL` (else the local PGlite folder, `--data-dir` or `KANRI_DATA_DIR`). Run it after
 * putting the new key first; drop the old key only once it reports 0 rows left on the old keys.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { rotatePublicIdKeys } from './records';
import { publicIdCipher } from './service';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: values['data-dir'] });
try {
  const cipher = await publicIdCipher(process.env, (m) => console.warn(m));
  const { rotated } = await rotatePublicIdKeys(database.db, cipher);
  const left = (await database.db.execute(sql`SELECT number_key_id AS key_id, count(*)::int AS n FROM public_ids GROUP BY number_key_id ORDER BY number_key_id`)) as unknown as { rows: { key_id: string; n: number }[] };
  console.log(`Re-encrypted ${rotated} public ID numbers under key ${cipher.currentKeyId}.`);
  for (const r of left.rows) console.log(`  key ${r.key_id}: ${r.n} numbers`);
  const old = left.rows.filter((r) => r.key_id !== cipher.currentKeyId).reduce((s, r) => s + r.n, 0);
  console.log(old === 0 ? 'No number is left under an old key: the old keys can be removed from KANRI_PUBLIC_ID_KEYS.' : `${old} numbers are still under old keys.`);
} finally {
  await database.close();
}
