import { sql } from 'drizzle-orm';
import { startTestServer } from '../src/test/support';
import { demoAccounts } from '../src/db/seed';
const server = await startTestServer({ logger: { level: 'error' } });
const admin = await server.signIn(demoAccounts.admin);
await server.database.db.execute(sql`
        INSERT INTO people (company_id, worker_number, family_name_ja, given_name_ja, family_name_kana, given_name_kana, family_name_en, given_name_en, email, worker_type, status)
        SELECT '00000000-0000-4000-8000-000000000001', 'Z' || lpad(g::text, 6, '0'), '試験', '太郎', 'シケン', 'タロウ', 'Zqxcontact', 'Taro', 'zqx' || g || '@kanri-shoji.example', 'EMPLOYEE', 'ACTIVE'
        FROM generate_series(1, 2100) g`);
const res = await server.app.inject({ url: `/v2/networks?freeText=zqx`, headers: { cookie: admin } });
console.log(res.statusCode, res.body.slice(0, 300));
await server.close();
