import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadTranslator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import { ApiError, forbidden } from '../lib/errors';
import { startTestServer, type TestServer } from '../test/support';
import { Admission, admissionLimits, admitRequests, runsOnPglite } from './admission';

/** Resolves once `condition()` holds, checking after each turn of the event loop (no clock involved). */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 10_000; turn++) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.fail(`never: ${what}`);
}

/**
 * Issue 28 "The embedded default holds load" (`http/admission.ts`): at most `slots` requests work
 * on PGlite at once, the next wait in a FIFO of at most `queue`, past it 503 `SERVER_BUSY`.
 */
describe('admission to the embedded engine', () => {
  /** A bare app with the hooks: `/work/:id` waits until `open(id)`; `/fail` throws; `/refused` is refused by a hook. */
  let app: FastifyInstance;
  let admission: Admission;
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  let working = 0;
  let mostAtOnce = 0;
  /** Set at the end (or after a failed case): every handler goes through without waiting. */
  let allOpen = false;
  const open = (id: string) => gates.get(id)!();

  before(async () => {
    app = Fastify();
    admission = admitRequests(app, { translator: await loadTranslator(), limits: { slots: 2, queue: 3 } });
    app.setErrorHandler((error: Error, _request, reply) => reply.code(error instanceof ApiError ? error.status : 500).send({ code: 'X', message: error.message }));
    app.get('/work/:id', async (request) => {
      const { id } = request.params as { id: string };
      started.push(id);
      working++;
      mostAtOnce = Math.max(mostAtOnce, working);
      if (!allOpen) await new Promise<void>((resolve) => gates.set(id, resolve));
      working--;
      return { id };
    });
    app.get('/fail', async () => {
      throw new Error('boom');
    });
    app.get('/refused', { preHandler: async () => Promise.reject(forbidden()) }, async () => ({ never: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    allOpen = true;
    for (const gate of gates.values()) gate();
    await app.close();
  });

  const send = (id: string) => app.inject({ url: `/work/${id}` });
  /** Sends `ids` in order, each once the one before has been admitted or queued. */
  const sendInOrder = async (ids: string[]) => {
    const answers = [];
    for (const id of ids) {
      const before = admission.inFlight + admission.queued;
      answers.push(send(id));
      await until(() => admission.inFlight + admission.queued === before + 1, `${id} admitted or queued`);
    }
    return answers;
  };

  /** Lets `ids` end one after the other, each once it has started; resolves to their answers. */
  const endInOrder = async (ids: string[], answers: ReturnType<typeof send>[]) => {
    for (const id of ids) {
      await until(() => gates.has(id) && started.includes(id), `${id} started`);
      open(id);
    }
    return Promise.all(answers);
  };

  it('lets at most `slots` requests work at once and admits the waiting ones in arrival order', async () => {
    started.length = 0;
    mostAtOnce = 0;
    const answers = await sendInOrder(['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual(started, ['a', 'b']);
    assert.equal(admission.inFlight, 2);
    assert.equal(admission.queued, 3);
    // the second one ends first: its slot goes to the first in the queue, not to a later one
    open('b');
    await until(() => started.length === 3, 'c started');
    open('a');
    await until(() => started.length === 4, 'd started');
    open('d');
    await until(() => started.length === 5, 'e started');
    open('c');
    open('e');
    const bodies = (await Promise.all(answers)).map((res) => res.json().id);
    assert.deepEqual(started, ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual(bodies, ['a', 'b', 'c', 'd', 'e']);
    assert.equal(mostAtOnce, 2);
    assert.equal(admission.inFlight, 0);
    assert.equal(admission.queued, 0);
  });

  it('answers 503 SERVER_BUSY with Retry-After and a localized message once the queue is full, and takes nothing for it', async () => {
    started.length = 0;
    const answers = await sendInOrder(['f', 'g', 'h', 'i', 'j']);
    const translator = await loadTranslator();
    for (const locale of ['ja-JP', 'en-US'] as const) {
      const busy = await app.inject({ url: '/work/k', headers: { 'accept-language': locale } });
      assert.equal(busy.statusCode, 503, busy.body);
      assert.equal(busy.headers['retry-after'], '1');
      assert.deepEqual(busy.json(), { code: 'SERVER_BUSY', message: translator.t(locale, apiMessages.serverBusy) });
    }
    assert.match((await app.inject({ url: '/work/k', headers: { 'accept-language': 'ja-JP' } })).json().message, /混み合って/);
    assert.ok(!started.includes('k'));
    assert.equal(admission.inFlight, 2);
    assert.equal(admission.queued, 3);
    assert.ok((await endInOrder(['f', 'g', 'h', 'i', 'j'], answers)).every((res) => res.statusCode === 200));
    assert.equal(admission.inFlight, 0);
  });

  it('gives the slot back when the handler throws and when a hook refuses the request', async () => {
    assert.equal((await app.inject({ url: '/fail' })).statusCode, 500);
    assert.equal(admission.inFlight, 0);
    assert.equal((await app.inject({ url: '/refused' })).statusCode, 403);
    assert.equal(admission.inFlight, 0);
    // a slot given back twice would let three in at once
    started.length = 0;
    const answers = await sendInOrder(['l', 'm', 'n']);
    assert.deepEqual(started, ['l', 'm']);
    await endInOrder(['l', 'm', 'n'], answers);
  });

  it('gives the slot back when the client goes away, working or waiting, and runs nothing for a request that left the queue', async () => {
    const { port } = app.server.address() as AddressInfo;
    const clients: ClientRequest[] = [];
    const call = (id: string) => {
      const client = httpRequest({ port, host: '127.0.0.1', path: `/work/${id}` });
      client.on('error', () => undefined);
      client.end();
      clients.push(client);
      return client;
    };
    started.length = 0;
    const working = call('o');
    await until(() => started.includes('o'), 'o started');
    call('p');
    await until(() => started.includes('p'), 'p started');
    const waiting = call('q');
    await until(() => admission.queued === 1, 'q queued');
    // the waiting one leaves: out of the queue, and its handler never runs
    waiting.destroy();
    await until(() => admission.queued === 0, 'q left the queue');
    // the working one leaves: its slot is free while its handler still runs
    working.destroy();
    await until(() => admission.inFlight === 1, 'o gave its slot back');
    open('o');
    open('p');
    await until(() => admission.inFlight === 0, 'p done');
    assert.ok(!started.includes('q'));
    // nothing was given back twice: two work at once again, the third waits
    started.length = 0;
    const answers = await sendInOrder(['r', 's', 't']);
    assert.deepEqual(started, ['r', 's']);
    await endInOrder(['r', 's', 't'], answers);
    assert.equal(admission.inFlight, 0);
  });

  it('reads its limits from KANRI_PGLITE_SLOTS and KANRI_PGLITE_QUEUE', () => {
    assert.deepEqual(admissionLimits({ KANRI_PGLITE_SLOTS: '4', KANRI_PGLITE_QUEUE: ' 64 ' }), { slots: 4, queue: 64 });
    assert.deepEqual(admissionLimits({ KANRI_PGLITE_SLOTS: '' }), {});
    assert.throws(() => admissionLimits({ KANRI_PGLITE_QUEUE: '-1' }), /KANRI_PGLITE_QUEUE/);
  });
});

describe('admission on the test database: PGlite only', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ admission: { slots: 1, queue: 0 } }, 10);
  });
  after(() => server.close());

  it('limits PGlite and leaves PostgreSQL alone', async () => {
    const pglite = server.database.driver === 'pglite';
    assert.equal(runsOnPglite(server.database.db), pglite);
    // one slot and no queue: on PGlite the requests that meet a busy slot are refused at once
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.app.inject({ url: '/healthz' })));
    const busy = answers.filter((res) => res.statusCode === 503).length;
    assert.equal(answers.filter((res) => res.statusCode === 200).length + busy, 20);
    if (pglite) assert.ok(busy > 0, 'PGlite: 20 health checks at once through one slot without a queue');
    else assert.equal(busy, 0);
  });
});
