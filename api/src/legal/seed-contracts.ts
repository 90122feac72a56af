import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { BillingCycle, ContractType, RiskClauseKind, RiskLevel } from '@kanri/contracts';
import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';
import { diffFields } from '../audit/audit-log';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * The contracts of the demo company (issue 13; docs/contracts.md "Demo data"), with their own
 * random numbers (`prng(13_003)`, so other seeds' rows never change): employment contracts of some
 * employees (無期 and one 有期 ending soon), 業務委託 of contractors (one in Vietnam, in VND),
 * SaaS contracts of app integrations (USD and JPY), office rentals of places (one in Jakarta, in
 * IDR), a copier lease and a PC lease, service contracts (cleaning, security, a tax accountant,
 * a Bangkok facility service in THB) and NDAs. Every type has ACTIVE contracts; across them every
 * state shows: DRAFT, UNDER_APPROVAL, ACTIVE, RENEWED (with its next term), EXPIRED (past its end
 * without auto-renewal) and TERMINATED. Dates follow `now` so that several renewals and notice
 * deadlines fall within 60 days. Approvals (稟議) are recorded by the demo staff (`approverIds`),
 * with CREATE/UPDATE audit entries matching the lifecycle, and risk provisions on the
 * business contracts. Without demo users (`approverIds` empty) the events have no actor. Every
 * contract has an English title too (`titleEn`, issue 30), so English screens show English.
 */
export async function seedContracts(db: Db, options: { companyId: string; now: Date; approverIds: readonly string[] }): Promise<void> {
  const { companyId, approverIds } = options;
  const rnd = prng(13_003);
  const today = tokyoToday(options.now);
  const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const at = (n: number) => new Date(Date.parse(`${day(n)}T01:00:00Z`) + rnd.int(0, 8 * 3600) * 1000);
  const requester = approverIds[0] ?? null;
  const approver = approverIds[1] ?? approverIds[0] ?? null;
  const ourParty = '株式会社カンリ商事';

  const employees = await db
    .select({ id: t.people.id, familyNameJa: t.people.familyNameJa, givenNameJa: t.people.givenNameJa, familyNameEn: t.people.familyNameEn, givenNameEn: t.people.givenNameEn, joinedAt: t.people.joinedAt, workerNumber: t.people.workerNumber })
    .from(t.people)
    .where(and(eq(t.people.companyId, companyId), eq(t.people.workerType, 'EMPLOYEE'), eq(t.people.status, 'ACTIVE')))
    .orderBy(asc(t.people.workerNumber))
    .limit(12);
  const contractors = await db
    .select({ id: t.people.id, familyNameJa: t.people.familyNameJa, givenNameJa: t.people.givenNameJa, familyNameEn: t.people.familyNameEn, givenNameEn: t.people.givenNameEn, affiliatedCompanyName: t.people.affiliatedCompanyName })
    .from(t.people)
    .where(and(eq(t.people.companyId, companyId), eq(t.people.workerType, 'CONTRACTOR'), inArray(t.people.status, ['ACTIVE', 'NEW_HIRE'])))
    .orderBy(asc(t.people.workerNumber))
    .limit(5);
  const apps = await db.select({ id: t.appIntegrations.id, name: t.appIntegrations.name }).from(t.appIntegrations).where(eq(t.appIntegrations.companyId, companyId)).orderBy(asc(t.appIntegrations.name)).limit(6);
  const placeRows = await db.select({ id: t.places.id, nameJa: t.places.nameJa, nameEn: t.places.nameEn }).from(t.places).where(and(eq(t.places.companyId, companyId), eq(t.places.status, 'ACTIVE'))).orderBy(asc(t.places.code)).limit(4);
  const copiers = await db
    .select({ id: t.equipment.id })
    .from(t.equipment)
    .where(and(eq(t.equipment.companyId, companyId), or(like(t.equipment.name, '%複合機%'), like(t.equipment.name, '%プリンタ%'), like(t.equipment.name, '%コピー%'))))
    .orderBy(asc(t.equipment.id))
    .limit(2);
  const laptops = await db.select({ id: t.devices.id }).from(t.devices).where(and(eq(t.devices.companyId, companyId), eq(t.devices.genre, 'LAPTOP'))).orderBy(asc(t.devices.id)).limit(5);

  type State = 'DRAFT' | 'UNDER_APPROVAL' | 'REJECTED' | 'ACTIVE' | 'RENEWED' | 'TERMINATED';
  interface Demo {
    title: string;
    /** The English title (issue 30: English screens show it). */
    titleEn: string;
    number: string | null;
    type: ContractType;
    state: State;
    counterparty: string;
    contact?: string | null;
    start: string;
    end: string | null;
    auto?: number | null;
    notice?: number | null;
    amount: number | null;
    currency?: 'JPY' | 'USD' | 'IDR' | 'THB' | 'VND';
    cycle: BillingCycle;
    notes?: string | null;
    subjects?: { type: 'PERSON' | 'DEVICE' | 'EQUIPMENT' | 'APP_INTEGRATION' | 'PLACE'; id: string; note?: string }[];
    risks?: [RiskClauseKind, RiskLevel, string | null, string | null][];
    terminatedOn?: string;
  }
  const demos: Demo[] = [];
  const name = (p: { familyNameJa: string; givenNameJa: string }) => `${p.familyNameJa} ${p.givenNameJa}`;
  const nameEn = (p: { familyNameEn: string; givenNameEn: string }) => `${p.givenNameEn} ${p.familyNameEn}`;
  // the seeded contractors' affiliated companies (seed-hr.ts) by their English names, for the English titles
  const partnerNamesEn: Record<string, string> = { 株式会社テックパートナーズ: 'Tech Partners Inc.', 合同会社ネクストワークス: 'Next Works LLC', 株式会社クラウドブリッジ: 'Cloud Bridge Inc.', フリーランス: 'Freelance' };

  // Employment: indefinite contracts of employees, one fixed-term ending within 60 days, a draft and one under approval
  employees.slice(0, 8).forEach((e, i) => {
    demos.push({
      title: `雇用契約書（${name(e)}）`,
      titleEn: `Employment contract (${nameEn(e)})`,
      number: `EMP-${e.workerNumber}`,
      type: 'EMPLOYMENT',
      state: 'ACTIVE',
      counterparty: name(e),
      start: e.joinedAt ?? '2020-04-01',
      end: null,
      amount: 280_000 + rnd.int(0, 30) * 10_000,
      cycle: 'MONTHLY',
      notes: i === 0 ? '無期雇用。就業規則（2024年4月改定）を適用。' : null,
      subjects: [{ type: 'PERSON', id: e.id }],
    });
  });
  if (employees[8]) {
    demos.push({
      title: `有期雇用契約書（${name(employees[8])}）`, titleEn: `Fixed-term employment contract (${nameEn(employees[8])})`, number: `EMP-${employees[8].workerNumber}-T`, type: 'EMPLOYMENT', state: 'ACTIVE', counterparty: name(employees[8]),
      start: day(-320), end: day(45), notice: 30, amount: 260_000, cycle: 'MONTHLY', notes: '契約期間満了の30日前までに更新の有無を通知すること（雇止め予告）。',
      subjects: [{ type: 'PERSON', id: employees[8].id }],
    });
  }
  if (employees[9]) {
    demos.push({ title: `雇用契約書（${name(employees[9])}）`, titleEn: `Employment contract (${nameEn(employees[9])})`, number: null, type: 'EMPLOYMENT', state: 'DRAFT', counterparty: name(employees[9]), start: day(20), end: null, amount: 300_000, cycle: 'MONTHLY', subjects: [{ type: 'PERSON', id: employees[9].id }] });
  }
  if (employees[10]) {
    demos.push({ title: `雇用契約書（${name(employees[10])}・時短勤務）`, titleEn: `Employment contract (${nameEn(employees[10])}, reduced hours)`, number: `EMP-${employees[10].workerNumber}-P`, type: 'EMPLOYMENT', state: 'UNDER_APPROVAL', counterparty: name(employees[10]), start: day(14), end: day(379), notice: 30, amount: 210_000, cycle: 'MONTHLY', subjects: [{ type: 'PERSON', id: employees[10].id }] });
  }

  // Delegation (業務委託) of contractors
  const delegationRisks: Demo['risks'] = [
    ['INTELLECTUAL_PROPERTY', 'HIGH', '第10条', '成果物の著作権が納品時に移転する旨の定めがなく、著作者人格権の不行使特約もない。'],
    ['CONFIDENTIALITY', 'MEDIUM', '第12条', '秘密保持義務の存続期間が契約終了後1年と短い。'],
    ['ANTI_SOCIAL_FORCES', 'LOW', '第18条', '標準条項どおり。'],
  ];
  contractors.forEach((c, i) => {
    const company = c.affiliatedCompanyName ?? `${c.familyNameJa}事務所`;
    const states: State[] = ['ACTIVE', 'ACTIVE', 'RENEWED', 'TERMINATED', 'REJECTED'];
    demos.push({
      title: `業務委託契約書（${company}・${name(c)}）`,
      titleEn: `Service agreement (${(c.affiliatedCompanyName && partnerNamesEn[c.affiliatedCompanyName]) ?? `${c.familyNameEn} Office`}, ${nameEn(c)})`,
      number: `DLG-2025-${String(i + 1).padStart(3, '0')}`,
      type: 'DELEGATION',
      state: states[i] ?? 'ACTIVE',
      counterparty: company,
      contact: name(c),
      start: day(-200 - i * 30),
      end: i === 1 ? day(38) : day(-200 - i * 30 + 182),
      auto: 6,
      notice: 30,
      amount: 450_000 + rnd.int(0, 20) * 10_000,
      cycle: 'MONTHLY',
      notes: i === 3 ? '業務範囲の縮小に伴い中途解約（30日前予告）。' : null,
      subjects: [{ type: 'PERSON', id: c.id, note: '担当者' }],
      risks: delegationRisks.slice(0, 2 + (i % 2)),
      terminatedOn: i === 3 ? day(-10) : undefined,
    });
  });
  demos.push({
    title: 'オフショア開発業務委託契約（ホーチミン）', titleEn: 'Offshore development agreement (Ho Chi Minh City)', number: 'DLG-2025-VN1', type: 'DELEGATION', state: 'ACTIVE', counterparty: 'Saigon Code Works Co., Ltd.', contact: 'Nguyen Van An',
    start: day(-150), end: day(215), auto: 12, notice: 60, amount: 1_250_000_000, currency: 'VND', cycle: 'MONTHLY', notes: '準拠法はベトナム法。紛争はシンガポール国際仲裁センター。',
    risks: [['GOVERNING_LAW', 'HIGH', 'Art. 21', '準拠法が相手国法で、仲裁地が海外。'], ['LIABILITY_CAP', 'MEDIUM', 'Art. 15', '損害賠償の上限が直近3か月の委託料。']],
  });

  // SaaS contracts of app integrations
  const saasRisks: Demo['risks'] = [
    ['AUTO_RENEWAL', 'MEDIUM', '利用規約 第5条', '期間満了の30日前までに解約通知しない限り1年自動更新。'],
    ['LIABILITY_CAP', 'HIGH', '利用規約 第14条', '賠償上限が直近12か月の利用料。データ消失は免責。'],
    ['GOVERNING_LAW', 'MEDIUM', 'Terms §20', '準拠法が米国カリフォルニア州法。'],
  ];
  apps.forEach((a, i) => {
    const usd = i % 2 === 0;
    demos.push({
      title: `${a.name} 利用契約`,
      titleEn: `${a.name} subscription agreement`,
      number: `SAAS-${String(i + 1).padStart(3, '0')}`,
      type: 'SAAS_SOFTWARE',
      state: i === 5 ? 'UNDER_APPROVAL' : 'ACTIVE',
      counterparty: `${a.name} 提供元`,
      start: day(-330 + i * 20),
      end: i === 0 ? day(40) : day(-330 + i * 20 + 364),
      auto: 12,
      notice: 30,
      amount: usd ? 12_000 + rnd.int(0, 40) * 500 : 1_200_000 + rnd.int(0, 30) * 50_000,
      currency: usd ? 'USD' : 'JPY',
      cycle: 'YEARLY',
      subjects: [{ type: 'APP_INTEGRATION', id: a.id }],
      risks: saasRisks.slice(0, 1 + (i % 3)),
    });
  });

  // Office rentals of places (one in Jakarta)
  const rentalRisks: Demo['risks'] = [
    ['TERMINATION_FOR_CONVENIENCE', 'HIGH', '第8条', '中途解約は6か月前予告、または6か月分の賃料支払いが必要。'],
    ['AUTO_RENEWAL', 'LOW', '第3条', '2年ごとの自動更新（更新料は新賃料の1か月分）。'],
    ['ANTI_SOCIAL_FORCES', 'LOW', '第20条', null],
  ];
  placeRows.slice(0, 3).forEach((p, i) => {
    demos.push({
      title: `${p.nameJa} 建物賃貸借契約`,
      titleEn: `${p.nameEn || p.nameJa} office lease`,
      number: `RNT-${String(i + 1).padStart(3, '0')}`,
      type: 'OFFICE_RENTAL',
      state: 'ACTIVE',
      counterparty: ['三井不動産ビルマネジメント株式会社', '住友商事ビルディング株式会社', '東急リバブル株式会社'][i]!,
      start: i === 0 ? day(-700) : day(-400 - i * 100),
      end: i === 0 ? day(30 + 180) : day(-400 - i * 100 + 730),
      auto: 24,
      notice: 180,
      amount: [2_850_000, 1_480_000, 620_000][i]!,
      cycle: 'MONTHLY',
      subjects: [{ type: 'PLACE', id: p.id }],
      risks: rentalRisks,
    });
  });
  demos.push({
    title: 'ジャカルタ駐在事務所 賃貸借契約', titleEn: 'Jakarta representative office lease', number: 'RNT-ID1', type: 'OFFICE_RENTAL', state: 'ACTIVE', counterparty: 'PT Sudirman Office Tower', start: day(-500), end: day(230), auto: null, notice: 90,
    amount: 96_000_000, currency: 'IDR', cycle: 'MONTHLY', risks: [['GOVERNING_LAW', 'MEDIUM', 'Pasal 17', 'インドネシア法準拠。契約書はインドネシア語版が優先。']],
  });

  // Leases: the copier and the PCs; an expired lease
  demos.push({
    title: '複合機リース契約（本社）', titleEn: 'Multifunction printer lease (head office)', number: 'LSE-001', type: 'LEASE', state: 'ACTIVE', counterparty: 'オリックス株式会社', start: day(-1500), end: day(325), notice: 90,
    amount: 28_600, cycle: 'MONTHLY', notes: '保守はカウンター料金で別契約。期間満了時は再リースまたは返却。',
    subjects: copiers.map((c) => ({ type: 'EQUIPMENT' as const, id: c.id })),
    risks: [['TERMINATION_FOR_CONVENIENCE', 'HIGH', '第11条', '中途解約不可（残リース料の一括支払い）。']],
  });
  demos.push({
    title: 'ノートPCリース契約（2023年度導入分）', titleEn: 'Laptop lease (FY2023 batch)', number: 'LSE-002', type: 'LEASE', state: 'ACTIVE', counterparty: '東京センチュリー株式会社', start: day(-700), end: day(395), notice: 60,
    amount: 3_200 * Math.max(1, laptops.length) * 10, cycle: 'MONTHLY', subjects: laptops.map((d) => ({ type: 'DEVICE' as const, id: d.id })),
    risks: [['LIABILITY_CAP', 'MEDIUM', '第9条', '滅失・毀損時は規定損害金を支払う。']],
  });
  demos.push({ title: '旧プロジェクター リース契約', titleEn: 'Old projector lease', number: 'LSE-OLD', type: 'LEASE', state: 'ACTIVE', counterparty: 'リコーリース株式会社', start: day(-1850), end: day(-25), amount: 9_800, cycle: 'MONTHLY', notes: '返却手続き待ち。' });

  // Services
  demos.push({
    title: '本社清掃業務委託契約', titleEn: 'Head office cleaning services agreement', number: 'SVC-001', type: 'SERVICE', state: 'ACTIVE', counterparty: '株式会社東京ビルメンテナンス', start: day(-300), end: day(65), auto: 12, notice: 60,
    amount: 380_000, cycle: 'MONTHLY', risks: [['AUTO_RENEWAL', 'MEDIUM', '第4条', '満了60日前までの申し出がなければ1年更新。']],
  });
  demos.push({
    title: '旧本社 清掃業務委託契約', titleEn: 'Former head office cleaning services agreement', number: 'SVC-OLD', type: 'SERVICE', state: 'TERMINATED', counterparty: '有限会社クリーンサービス', start: day(-600), end: day(130), auto: 12, notice: 30,
    amount: 210_000, cycle: 'MONTHLY', notes: '本社移転に伴い中途解約（30日前予告）。', terminatedOn: day(-35),
  });
  demos.push({ title: '警備業務契約', titleEn: 'Security services agreement', number: 'SVC-002', type: 'SERVICE', state: 'ACTIVE', counterparty: 'セコム株式会社', start: day(-900), end: day(195), auto: 12, notice: 90, amount: 145_000, cycle: 'MONTHLY' });
  demos.push({
    title: '税務顧問契約', titleEn: 'Tax advisory agreement', number: 'SVC-003', type: 'SERVICE', state: 'RENEWED', counterparty: '山本税理士事務所', start: day(-730), end: day(-366), amount: 660_000, cycle: 'YEARLY',
    risks: [['CONFIDENTIALITY', 'LOW', '第7条', null]],
  });
  demos.push({ title: 'バンコク拠点 設備管理サービス契約', titleEn: 'Bangkok office facility management agreement', number: 'SVC-TH1', type: 'SERVICE', state: 'ACTIVE', counterparty: 'Siam Facility Services Co., Ltd.', start: day(-120), end: day(245), auto: 12, notice: 30, amount: 85_000, currency: 'THB', cycle: 'MONTHLY' });

  // Other: NDAs
  demos.push({
    title: '秘密保持契約（株式会社ネクストテック）', titleEn: 'Non-disclosure agreement (NextTech Inc.)', number: 'NDA-014', type: 'OTHER', state: 'ACTIVE', counterparty: '株式会社ネクストテック', start: day(-60), end: day(670), amount: null, cycle: 'ONE_TIME',
    risks: [['CONFIDENTIALITY', 'MEDIUM', '第3条', '相互開示型。残存条項3年。'], ['GOVERNING_LAW', 'LOW', '第11条', '東京地方裁判所を専属的合意管轄とする。']],
  });
  demos.push({ title: '秘密保持契約（共同研究・案）', titleEn: 'Non-disclosure agreement (joint research, draft)', number: null, type: 'OTHER', state: 'DRAFT', counterparty: '国立大学法人 東都大学', start: day(10), end: day(740), amount: null, cycle: 'ONE_TIME' });

  // Rows, events, subjects, provisions and audit entries
  const contractRows: (typeof t.contracts.$inferInsert)[] = [];
  const events: (typeof t.contractEvents.$inferInsert)[] = [];
  const subjects: (typeof t.contractSubjects.$inferInsert)[] = [];
  const provisions: (typeof t.contractRiskProvisions.$inferInsert)[] = [];
  const audits: (typeof t.auditLogs.$inferInsert)[] = [];
  const payloadOf = (r: typeof t.contracts.$inferInsert) => ({
    title: r.title, titleEn: r.titleEn ?? null, contractNumber: r.contractNumber ?? null, contractType: r.contractType, status: r.status ?? 'DRAFT', counterpartyName: r.counterpartyName,
    counterpartyContact: r.counterpartyContact ?? null, ourPartyName: r.ourPartyName, startDate: r.startDate, endDate: r.endDate ?? null, autoRenewal: r.autoRenewal ?? false,
    renewalTermMonths: r.renewalTermMonths ?? null, noticePeriodDays: r.noticePeriodDays ?? null, amount: r.amount ?? null, currency: r.currency ?? 'JPY',
    billingCycle: r.billingCycle ?? 'MONTHLY', notes: r.notes ?? null, terminatedOn: r.terminatedOn ?? null,
  });
  const audit = (id: string, action: 'CREATE' | 'UPDATE', before: typeof t.contracts.$inferInsert | null, after: typeof t.contracts.$inferInsert, occurredAt: Date) =>
    audits.push({ companyId, actorUserId: requester, resourceType: 'CONTRACT', resourceId: id, action, changes: diffFields(before && payloadOf(before), payloadOf(after)), occurredAt });

  for (const d of demos) {
    const id = rnd.uuid();
    // the record moves from draft to its state, 30 to 10 days before its start (or before today)
    const created = at(Math.min(-12, daysFrom(today, d.start) - 30));
    const submitted = new Date(created.getTime() + 2 * 86_400_000);
    const decided = new Date(submitted.getTime() + rnd.int(1, 4) * 86_400_000);
    const status = d.state === 'REJECTED' ? 'DRAFT' : d.state;
    const row: typeof t.contracts.$inferInsert = {
      id, companyId, title: d.title, titleEn: d.titleEn, contractNumber: d.number, contractType: d.type, status, counterpartyName: d.counterparty, counterpartyContact: d.contact ?? null,
      ourPartyName: ourParty, startDate: d.start, endDate: d.end, autoRenewal: Boolean(d.auto), renewalTermMonths: d.auto ?? null, noticePeriodDays: d.notice ?? null,
      amount: d.amount, currency: d.currency ?? 'JPY', billingCycle: d.cycle, notes: d.notes ?? null, terminatedOn: d.terminatedOn ?? null,
      createdAt: created, updatedAt: decided, createdBy: requester, updatedBy: approver,
    };
    contractRows.push(row);
    const draft = { ...row, status: 'DRAFT' as const, terminatedOn: null };
    audit(id, 'CREATE', null, draft, created);
    if (d.state !== 'DRAFT') {
      events.push({ companyId, contractId: id, kind: 'SUBMITTED', actorUserId: requester, comment: '稟議を申請します。', occurredAt: submitted });
      audit(id, 'UPDATE', draft, { ...draft, status: 'UNDER_APPROVAL' }, submitted);
    }
    if (d.state === 'REJECTED') {
      events.push({ companyId, contractId: id, kind: 'REJECTED', actorUserId: approver, comment: '委託範囲と検収条件を明記してから再申請してください。', occurredAt: decided });
      audit(id, 'UPDATE', { ...draft, status: 'UNDER_APPROVAL' }, draft, decided);
    }
    if (d.state === 'ACTIVE' || d.state === 'RENEWED' || d.state === 'TERMINATED') {
      events.push({ companyId, contractId: id, kind: 'APPROVED', actorUserId: approver, comment: rnd.pick(['内容を確認しました。承認します。', '法務確認済み。承認。', '予算内のため承認します。']), occurredAt: decided });
      audit(id, 'UPDATE', { ...draft, status: 'UNDER_APPROVAL' }, { ...draft, status: 'ACTIVE' }, decided);
    }
    if (d.state === 'TERMINATED') {
      const when = at(-40);
      events.push({ companyId, contractId: id, kind: 'TERMINATED', actorUserId: approver, comment: d.notes ?? '中途解約。', occurredAt: when });
      audit(id, 'UPDATE', { ...draft, status: 'ACTIVE' }, row, when);
    }
    for (const s of d.subjects ?? []) subjects.push({ companyId, contractId: id, subjectType: s.type, subjectId: s.id, note: s.note ?? null, createdAt: created });
    for (const [clauseKind, riskLevel, clauseReference, note] of d.risks ?? []) provisions.push({ companyId, contractId: id, clauseKind, riskLevel, clauseReference, note, createdAt: created, updatedAt: created });

    if (d.state === 'RENEWED' && d.end) {
      // the next term, in force today
      const nextId = rnd.uuid();
      const months = d.auto ?? 12;
      const start = new Date(Date.parse(`${d.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const end = new Date(Date.parse(`${start}T00:00:00Z`) + Math.round(months * 30.44 * 2) * 86_400_000).toISOString().slice(0, 10);
      const renewedAt = at(Math.min(-5, daysFrom(today, d.end) - 20));
      const next = { ...row, id: nextId, status: 'ACTIVE' as const, startDate: start, endDate: end, previousContractId: id, createdAt: renewedAt, updatedAt: renewedAt, createdBy: approver };
      contractRows.push(next);
      events.push({ companyId, contractId: id, kind: 'RENEWED', actorUserId: approver, comment: '条件据え置きで更新。', relatedContractId: nextId, occurredAt: renewedAt });
      events.push({ companyId, contractId: nextId, kind: 'RENEWED_FROM', actorUserId: approver, comment: '条件据え置きで更新。', relatedContractId: id, occurredAt: renewedAt });
      audit(id, 'UPDATE', { ...row, status: 'ACTIVE' }, row, renewedAt);
      audit(nextId, 'CREATE', null, next, renewedAt);
      for (const s of d.subjects ?? []) subjects.push({ companyId, contractId: nextId, subjectType: s.type, subjectId: s.id, note: s.note ?? null, createdAt: renewedAt });
      for (const [clauseKind, riskLevel, clauseReference, note] of d.risks ?? []) provisions.push({ companyId, contractId: nextId, clauseKind, riskLevel, clauseReference, note, createdAt: renewedAt, updatedAt: renewedAt });
    }
  }
  // the previous terms first (a renewal points at them)
  await db.insert(t.contracts).values(contractRows.filter((r) => !r.previousContractId));
  const renewals = contractRows.filter((r) => r.previousContractId);
  if (renewals.length) await db.insert(t.contracts).values(renewals);
  if (events.length) await db.insert(t.contractEvents).values(events);
  if (subjects.length) await db.insert(t.contractSubjects).values(subjects);
  if (provisions.length) await db.insert(t.contractRiskProvisions).values(provisions);
  if (audits.length) await db.insert(t.auditLogs).values(audits);
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
