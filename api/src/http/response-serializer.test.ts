import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import * as v from 'valibot';
import { endpoint } from '@kanri/contracts';
import type { SessionStore } from '../auth/sessions';
import { registerEndpoint } from './register';
import { responseJsonSchema, responseSerializer } from './response-serializer';

const row = v.object({
  id: v.string(),
  name: v.nullable(v.string()),
  seats: v.nullable(v.pipe(v.number(), v.integer())),
  owner: v.nullable(v.object({ id: v.string(), name: v.string() })),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  note: v.optional(v.string()),
});
const page = v.object({ items: v.array(row), total: v.number() });

const listDef = endpoint({
  method: 'GET',
  path: '/test/rows',
  summary: 'Rows',
  access: 'public',
  responses: { 200: page },
});

// registerEndpoint never calls the store for a public GET
const sessions = {} as SessionStore;

async function answer(body: unknown): Promise<{ status: number; text: string; logged: string }> {
  let logged = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  registerEndpoint(app, listDef, sessions, async () => body as v.InferOutput<typeof page>);
  const reply = await app.inject({ method: 'GET', url: '/test/rows' });
  await app.close();
  return { status: reply.statusCode, text: reply.body, logged };
}

describe('response bodies through the compiled serializer (issue 28)', () => {
  it("turns valibot's nullable into JSON Schema's nullable, so no branch needs a validator", () => {
    const json = responseJsonSchema(row) as { properties: Record<string, Record<string, unknown>>; required: string[] };
    assert.deepEqual(json.properties.name, { type: 'string', nullable: true });
    assert.equal(json.properties.owner!.type, 'object');
    assert.equal(json.properties.owner!.nullable, true);
    assert.equal(json.properties.owner!.anyOf, undefined);
    assert.equal(json.properties.seats!.type, 'integer');
    assert.deepEqual([...json.required].sort(), ['id', 'name', 'owner', 'seats', 'updatedAt']);
    // an array of open items is left to JSON.stringify whole
    assert.deepEqual(responseJsonSchema(v.object({ items: v.array(v.custom<{ id: string }>(() => true)) })).properties, { items: {} });
  });

  it('writes the declared properties only, in the contract order, nulls as null, a Date as its ISO text', async () => {
    const items = [
      { owner: { name: '山田 太郎', id: 'p1', email: 'hidden@example.com' }, id: 'a', name: 'Slack', seats: 12, updatedAt: '2026-11-29T01:02:03.004Z', passwordHash: 'x' },
      { id: 'b', name: null, seats: null, owner: null, updatedAt: new Date('2026-11-29T00:00:00.000Z'), note: 'n' },
    ];
    const { status, text, logged } = await answer({ total: 2, items, cursor: 'undeclared' });
    assert.equal(status, 200);
    assert.equal(
      text,
      '{"items":[{"id":"a","name":"Slack","seats":12,"owner":{"id":"p1","name":"山田 太郎"},"updatedAt":"2026-11-29T01:02:03.004Z"},' +
        '{"id":"b","name":null,"seats":null,"owner":null,"updatedAt":"2026-11-29T00:00:00.000Z","note":"n"}],"total":2}',
    );
    assert.equal(logged, '');
    assert.deepEqual(v.parse(page, JSON.parse(text)).items.length, 2);
  });

  it('still answers a body its contract refuses, as JSON.stringify writes it, and logs the disagreement', async () => {
    const body = { items: [{ id: 'a', seats: 1, owner: null, updatedAt: '2026-11-29T00:00:00.000Z' }], total: 1 };
    const { status, text, logged } = await answer(body);
    assert.equal(status, 200);
    assert.equal(text, JSON.stringify(body));
    assert.match(logged, /does not match its contract schema/);
    assert.match(logged, /\/test\/rows/);
  });

  it('compiles a schema once for the process', () => {
    assert.equal(responseSerializer(page), responseSerializer(page));
  });
});
