import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteSharedBuffers, queryRows } from './client';

describe('the embedded database (PGlite) settings', () => {
  it('reads KANRI_PGLITE_SHARED_BUFFERS as a PostgreSQL size, and anything else as the default', () => {
    assert.equal(pgliteSharedBuffers({}), '32MB');
    assert.equal(pgliteSharedBuffers({ KANRI_PGLITE_SHARED_BUFFERS: '64MB' }), '64MB');
    assert.equal(pgliteSharedBuffers({ KANRI_PGLITE_SHARED_BUFFERS: ' 512kB ' }), '512kB');
    // a line of postgresql.conf: nothing but a size may pass
    for (const bad of ["32MB'\nfsync = off", '32', '1TB', 'lots', '']) assert.equal(pgliteSharedBuffers({ KANRI_PGLITE_SHARED_BUFFERS: bad }), '32MB', JSON.stringify(bad));
  });

  it('starts PGlite with that pool, not its default of 128MB', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`SHOW shared_buffers`);
      assert.equal(row?.shared_buffers, '32MB');
    } finally {
      await database.close();
    }
  });
});
