import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { companies } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

describe('mail without SMTP: the dev outbox, never the log (issue 29 "No secrets in logs")', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kanri-outbox-'));
  const outboxPath = join(dir, 'data', 'dev-outbox.mbox');
  let log = '';
  let server: TestServer;
  const mailboxCode = async (to: string) => {
    const res = await server.app.inject({ url: `/v2/dev/mailbox?to=${encodeURIComponent(to)}` });
    return res.json().messages[0].code as string;
  };

  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    server = await startTestServer({ logger: { level: 'trace', stream }, outboxPath }, 10);
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the outbox readable by the server user only and names it once in the log', () => {
    assert.equal(statSync(outboxPath).mode & 0o777, 0o600);
    assert.equal(log.split(outboxPath).length - 1, 1);
  });

  it('writes a sign-in code to the outbox as a mail, and not to the log', async () => {
    await server.database.db.update(companies).set({ mfaEmailEnabled: true }).where(eq(companies.id, seedCompanyIds.supplier));
    const res = await server.app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: demoAccounts.supplier, password: 'kanri-demo' } });
    assert.deepEqual(res.json(), { mfaRequired: true, method: 'email' });
    const code = await mailboxCode(demoAccounts.supplier);
    assert.match(code, /^\d{6}$/);
    // as a number of its own (the log's timestamps may hold the six digits)
    assert.doesNotMatch(log, new RegExp(`(?<!\\d)${code}(?!\\d)`), 'the log holds no one-time code');
    const outbox = readFileSync(outboxPath, 'utf8');
    // mbox's separator line: `From <sender> <asctime date>`
    assert.match(outbox, /^From kanri@localhost (Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d\d:\d\d:\d\d \d{4}$/m);
    assert.match(outbox, new RegExp(`^To: ${demoAccounts.supplier}$`, 'm'));
    assert.ok(outbox.includes(code));
    assert.equal(statSync(outboxPath).mode & 0o777, 0o600);
  });

  it('writes an invitation link to the outbox, and not to the log', async () => {
    const admin = await server.signIn(demoAccounts.admin);
    const email = 'outbox.invitee@kanri.example';
    const res = await server.app.inject({
      method: 'POST',
      url: '/v2/settings/invitations',
      headers: { cookie: admin },
      payload: { email, familyName: '受信', givenName: '箱', familyNameEn: 'Jushin', givenNameEn: 'Hako', accounts: ['INDIVIDUAL'], personId: null, validityDays: 7 },
    });
    assert.equal(res.statusCode, 201, res.body);
    const code = await mailboxCode(email);
    assert.ok(!log.includes(code), 'the log holds no invitation code');
    assert.ok(readFileSync(outboxPath, 'utf8').includes(code));
    // the one line about it names the recipient only
    assert.match(log, /mail written to the dev outbox/);
  });
});
