import { openDatabase } from '../src/db/client';
import { people, users } from '../src/db/schema';
import { runCsvImport } from '../src/csv/engine';
import { equipmentCsvModule } from '../src/csv/modules/equipment';
import { loadTranslator } from '../src/i18n/i18n';
const d = await openDatabase({ dataDir: '/tmp/kanri-p-db' });
const wn = (await d.db.select({ n: people.workerNumber }).from(people).limit(250)).map((p) => p.n);
const uid = (await d.db.select({ id: users.id }).from(users).limit(1))[0]!.id;
const tr = await loadTranslator();
const N = Number(process.argv[2] ?? 20000);
let s = '備品名,備品種別,備品品目,型番,シリアル番号,資産管理番号,管理区分,ステータス,利用区分,配置区分,所在状況,利用者,設置場所,メモ\r\n';
const tag = Date.now().toString(36);
for (let i = 0; i < N; i++) s += `Item ${i},PC,PC-TPX1,21KC,SN${i},${tag}-${i},INVENTORY,IN_USE,,FIXED,,${wn[i % wn.length]},TKY-001,\r\n`;
const bytes = Buffer.from(s);
const mod = equipmentCsvModule({ translator: tr, companyId: '00000000-0000-4000-8000-000000000001', userId: uid });
for (const dry of [true, false]) {
  const t0 = performance.now();
  const r = await runCsvImport({ db: d.db, module: mod as any, bytes, body: { uploadedFileKey: 'x', dryrun: dry, encoding: 'AUTO', pageIndex: 0, pageSize: 10, filterError: true }, companyId: '00000000-0000-4000-8000-000000000001', locale: 'ja-JP', translator: tr });
  console.log(dry ? 'dry' : 'real', Math.round(performance.now() - t0), 'ms', r.outcome, r.summary.errorRowsCount);
}
await d.close();
