import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { bulkRunSchema, type BulkRun } from '@kanri/contracts';

/**
 * The bulk-action calls as the API tests make them (issue 31 §2): `start` posts a body and expects
 * 202 `{ id, total }`; `settle` reads the run until the job queue's worker has finished it (the
 * tests' worker polls every 0.5 s) and answers it parsed, read in `lang` (`''`: no Accept-Language,
 * the session's saved locale). `cookie` is the caller's session.
 */
export function bulkTestCalls(app: FastifyInstance) {
  // lang '': no Accept-Language (the session's saved locale decides)
  const read = (id: string, cookie: string, lang = 'en-US') => app.inject({ method: 'GET', url: `/v2/bulk-actions/${id}`, headers: lang ? { cookie, 'accept-language': lang } : { cookie } });
  return {
    async start(payload: unknown, cookie: string): Promise<{ id: string; total: number }> {
      const res = await app.inject({ method: 'POST', url: '/v2/bulk-actions', payload: payload as never, headers: { cookie, 'accept-language': 'en-US' } });
      assert.equal(res.statusCode, 202, res.body);
      return res.json() as { id: string; total: number };
    },
    async settle(id: string, cookie: string, lang = 'en-US'): Promise<BulkRun> {
      for (let i = 0; i < 600; i += 1) {
        const res = await read(id, cookie, lang);
        assert.equal(res.statusCode, 200, res.body);
        const run = v.parse(bulkRunSchema, res.json());
        if (run.status !== 'QUEUED' && run.status !== 'RUNNING') return run;
        await sleep(100);
      }
      assert.fail(`run ${id} did not finish`);
    },
  };
}
