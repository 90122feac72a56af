import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { errorCodes } from '@kanri/contracts';
import { loadTranslator, type Translator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import { startTestServer, type TestServer } from '../test/support';
import { defaultMaxEventLoopDelayMs, maxEventLoopDelayMs } from './under-pressure';

/** Keeps the event loop busy, synchronously, for `ms` milliseconds. */
function blockEventLoop(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
}

/** Resolves once `condition()` holds, checking after each turn of the event loop. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 1_000_000; turn++) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.fail(`never: ${what}`);
}

/**
 * Issue 28 (`http/under-pressure.ts`): while the sampled event-loop delay is above
 * `KANRI_MAX_EVENT_LOOP_DELAY_MS`, requests but `/healthz` are answered 503 `SERVER_BUSY` with
 * `Retry-After`, localized from Accept-Language; 0 registers nothing.
 */
describe('load shedding on event-loop delay', () => {
  let server: TestServer;
  let translator: Translator;
  // a tiny bound, sampled every 200 ms: a 1 s block makes one window's mean far above it
  before(async () => {
    server = await startTestServer({ loadShedding: { maxEventLoopDelayMs: 20, sampleIntervalMs: 200 } });
    translator = await loadTranslator();
  });
  after(() => server?.close());

  it('answers 503 SERVER_BUSY with Retry-After in the request language while the loop is late, then serves again', async () => {
    const { app } = server;
    // seeding the database kept the loop busy too: start from a free loop, sampled after it
    await new Promise((resolve) => setTimeout(resolve, 500));
    await until(() => !app.isUnderPressure(), 'a free loop is sampled');
    assert.equal((await app.inject({ url: '/v2/openapi.json' })).statusCode, 200);
    blockEventLoop(1000);
    await until(() => app.isUnderPressure(), 'the blocked loop is sampled');
    const [ja, en, health] = await Promise.all([
      app.inject({ url: '/v2/openapi.json', headers: { 'accept-language': 'ja-JP,ja;q=0.9' } }),
      app.inject({ url: '/v2/openapi.json', headers: { 'accept-language': 'en-US,en;q=0.9' } }),
      app.inject({ url: '/healthz' }),
    ]);
    for (const [res, locale] of [[ja, 'ja-JP'], [en, 'en-US']] as const) {
      assert.equal(res.statusCode, 503);
      assert.equal(res.headers['retry-after'], '1');
      assert.deepEqual(res.json(), { code: errorCodes.serverBusy, message: translator.t(locale, apiMessages.serverBusy) });
    }
    assert.notEqual(ja.json().message, en.json().message);
    // the API's own health is not shed
    assert.equal(health.statusCode, 200);

    await until(() => !app.isUnderPressure(), 'a free loop is sampled');
    assert.equal((await app.inject({ url: '/v2/openapi.json' })).statusCode, 200);
  });

  it('registers nothing with a bound of 0', async () => {
    const off = await startTestServer({ loadShedding: { maxEventLoopDelayMs: 0, sampleIntervalMs: 200 } });
    try {
      assert.equal(off.app.hasDecorator('isUnderPressure'), false);
      blockEventLoop(500);
      await new Promise((resolve) => setTimeout(resolve, 250));
      assert.equal((await off.app.inject({ url: '/v2/openapi.json' })).statusCode, 200);
    } finally {
      await off.close();
    }
    assert.equal(server.app.hasDecorator('isUnderPressure'), true);
  });

  it('reads its bound from KANRI_MAX_EVENT_LOOP_DELAY_MS', () => {
    assert.equal(maxEventLoopDelayMs({}), defaultMaxEventLoopDelayMs);
    assert.equal(maxEventLoopDelayMs({ KANRI_MAX_EVENT_LOOP_DELAY_MS: ' 0 ' }), 0);
    assert.equal(maxEventLoopDelayMs({ KANRI_MAX_EVENT_LOOP_DELAY_MS: '250' }), 250);
    assert.throws(() => maxEventLoopDelayMs({ KANRI_MAX_EVENT_LOOP_DELAY_MS: '-1' }), /KANRI_MAX_EVENT_LOOP_DELAY_MS/);
  });
});
