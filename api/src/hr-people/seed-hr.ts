import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';

/**
 * The demo company's HR master data and the HR fields of its people (issue 12): the 17 catalogs of
 * the people settings (001 §2 "People settings catalogs", §3 "Master data lists") with the entries
 * a Japanese company keeps, the divisions above the seeded departments (the organization is a
 * tree), each department's head, and per person the employment type, grade, work mode, personal
 * data, pay and bank. It draws from its own PRNG, so the other modules' demo rows stay as they were.
 */

/** [code, name (Japanese), English name, rank] of each catalog's entries (positions and job types come from seed-data). */
export const hrCatalogSeed: Record<string, readonly (readonly [string, string, string, number | null])[]> = {
  EMPLOYMENT_TYPE: [
    ['ET01', '正社員', 'Full-time employee', null], ['ET02', '契約社員', 'Fixed-term employee', null],
    ['ET03', 'パート・アルバイト', 'Part-time', null], ['ET04', '嘱託社員', 'Re-employed after retirement', null],
    ['ET05', '派遣社員', 'Temporary staff', null],
  ],
  WORK_MODE: [['WM01', '出社', 'On-site', null], ['WM02', 'ハイブリッド', 'Hybrid', null], ['WM03', 'フルリモート', 'Fully remote', null]],
  RETIREMENT_REASON: [
    ['RR01', '自己都合退職', 'Voluntary resignation', null], ['RR02', '会社都合退職', 'Dismissal for business reasons', null],
    ['RR03', '定年退職', 'Mandatory retirement', null], ['RR04', '契約期間満了', 'End of fixed term', null],
    ['RR05', '転籍', 'Transfer to a group company', null],
  ],
  PLACE_SOCIAL_INSURANCE: [
    ['SI01', '本社事業所（東京）', 'Head office establishment (Tokyo)', null], ['SI02', '大阪事業所', 'Osaka establishment', null],
    ['SI03', '名古屋事業所', 'Nagoya establishment', null],
  ],
  JOB_TITLE: [
    ['JT01', 'シニアエンジニア', 'Senior Engineer', null], ['JT02', 'アカウントマネージャー', 'Account Manager', null],
    ['JT03', 'プロダクトマネージャー', 'Product Manager', null], ['JT04', 'スペシャリスト', 'Specialist', null],
  ],
  JOB_LEVEL: [
    ['JL01', 'L1 メンバー', 'L1 Member', 1], ['JL02', 'L2 リーダー', 'L2 Leader', 2], ['JL03', 'L3 マネージャー', 'L3 Manager', 3],
    ['JL04', 'L4 シニアマネージャー', 'L4 Senior Manager', 4],
  ],
  JOB_GRADE: [['JG01', 'J1', 'J1', 1], ['JG02', 'J2', 'J2', 2], ['JG03', 'J3', 'J3', 3], ['JG04', 'J4', 'J4', 4]],
  GRADE: [
    ['G1', '1等級', 'Grade 1', 1], ['G2', '2等級', 'Grade 2', 2], ['G3', '3等級', 'Grade 3', 3], ['G4', '4等級', 'Grade 4', 4],
    ['G5', '5等級', 'Grade 5', 5], ['G6', '6等級', 'Grade 6', 6],
  ],
  JOB_FUNCTION: [
    ['JF01', '法人営業', 'Corporate sales', null], ['JF02', '経理・財務', 'Accounting and finance', null],
    ['JF03', '人事・労務', 'HR and labor', null], ['JF04', '社内SE', 'Corporate IT', null], ['JF05', 'ソフトウェア開発', 'Software development', null],
    ['JF06', 'マーケティング', 'Marketing', null], ['JF07', '物流管理', 'Logistics management', null], ['JF08', '法務', 'Legal', null],
  ],
  JOB_COMPETENCY: [
    ['JC01', '課題解決力', 'Problem solving', null], ['JC02', 'リーダーシップ', 'Leadership', null],
    ['JC03', 'コミュニケーション', 'Communication', null], ['JC04', '専門知識', 'Expertise', null],
  ],
  HEALTH_INSURANCE_ASSOCIATION: [
    ['HI01', '全国健康保険協会 東京支部', 'Japan Health Insurance Association, Tokyo', null],
    ['HI02', '関東ITソフトウェア健康保険組合', 'Kanto IT Software Health Insurance Society', null],
  ],
  CONTRACTOR_TYPE: [['CT01', '業務委託', 'Service contract', null], ['CT02', '請負', 'Work contract', null], ['CT03', '準委任（SES）', 'Quasi-mandate (SES)', null]],
  CONTRACT_END_REASON: [['CE01', '契約期間満了', 'End of term', null], ['CE02', '中途解約', 'Early termination', null], ['CE03', '契約不更新', 'Not renewed', null]],
  COLLABORATOR_TYPE: [['CO01', '顧問', 'Advisor', null], ['CO02', 'インターン', 'Intern', null], ['CO03', '出向受入', 'Seconded from a partner', null]],
  BOARD_MEMBER_TYPE: [
    ['BM01', '代表取締役', 'Representative Director', null], ['BM02', '取締役', 'Director', null],
    ['BM03', '社外取締役', 'Outside Director', null], ['BM04', '監査役', 'Auditor', null],
  ],
};

/** Divisions (本部) above the seeded departments: [code, ja, en, the department codes under it]. */
export const divisionSeed: readonly (readonly [string, string, string, readonly string[]])[] = [
  ['DV1', '管理本部', 'Administration Division', ['D01', 'D02', 'D03', 'D04', 'D05', 'D06']],
  ['DV2', '営業本部', 'Sales Division', ['D07', 'D08', 'D09']],
  ['DV3', '事業本部', 'Operations Division', ['D10', 'D11', 'D12']],
];

/** Sections (課) under a department: [code, ja, en, the department's code]. */
export const sectionSeed: readonly (readonly [string, string, string, string])[] = [
  ['S071', '第一営業課', 'Sales Section 1', 'D07'],
  ['S072', '第二営業課', 'Sales Section 2', 'D07'],
  ['S061', 'インフラ課', 'Infrastructure Section', 'D06'],
];

type MasterRow = typeof t.hrMasterItems.$inferInsert;
type PersonRow = typeof t.people.$inferInsert;

/** The catalogs' rows of one company (positions and job types are passed in with their fixed ids). */
export function hrMasterRows(companyId: string, fixed: MasterRow[]): MasterRow[] {
  const rnd = prng(20_261_126);
  const rows: MasterRow[] = [...fixed];
  for (const [catalog, entries] of Object.entries(hrCatalogSeed)) {
    entries.forEach(([code, name, nameEn, rank], i) => rows.push({ id: rnd.uuid(), companyId, catalog, code, name, nameEn, rank, displayOrder: i }));
  }
  return rows;
}

/** The divisions and sections of one company, from their own PRNG; departments get their division as parent. */
export function orgTreeRows(companyId: string, departments: { id: string; code: string }[]) {
  const rnd = prng(20_261_127);
  const divisions = divisionSeed.map(([code, nameJa, nameEn], i) => ({ id: rnd.uuid(), companyId, kind: 'DIVISION' as const, code, nameJa, nameEn, displayOrder: i, parentId: null }));
  const parentOf = new Map<string, string>();
  divisionSeed.forEach(([, , , codes], i) => codes.forEach((c) => parentOf.set(c, divisions[i]!.id)));
  const deptId = new Map(departments.map((d) => [d.code, d.id]));
  const sections = sectionSeed.map(([code, nameJa, nameEn, dept], i) => ({ id: rnd.uuid(), companyId, kind: 'SECTION' as const, code, nameJa, nameEn, displayOrder: i, parentId: deptId.get(dept)! }));
  return { divisions, sections, parentOf };
}

/**
 * Fills the HR fields of generated people (mutates `rows`): employment and board/contractor/
 * collaborator types, grade, level, work mode, birth date, gender, phone, pay and bank, the
 * retirement reason of leavers. The two fixed demo people get the same treatment.
 */
export function fillPersonHrFields(rows: PersonRow[], masters: MasterRow[]): void {
  const rnd = prng(20_261_128);
  const of = (catalog: string) => masters.filter((m) => m.catalog === catalog).map((m) => m.id!);
  const [fullTime, fixedTerm, partTime, reEmployed] = of('EMPLOYMENT_TYPE');
  const grades = of('GRADE');
  const levels = of('JOB_LEVEL');
  const workModes = of('WORK_MODE');
  const functions = of('JOB_FUNCTION');
  const insurers = of('HEALTH_INSURANCE_ASSOCIATION');
  const establishments = of('PLACE_SOCIAL_INSURANCE');
  const boardTypes = of('BOARD_MEMBER_TYPE');
  const contractorTypes = of('CONTRACTOR_TYPE');
  const collaboratorTypes = of('COLLABORATOR_TYPE');
  const retirementReasons = of('RETIREMENT_REASON');
  const contractEndReasons = of('CONTRACT_END_REASON');
  const banks = [['三菱UFJ銀行', '丸の内支店'], ['三井住友銀行', '東京営業部'], ['みずほ銀行', '東京中央支店'], ['りそな銀行', '新宿支店'], ['ゆうちょ銀行', '〇一八支店']] as const;
  const partners = ['株式会社テックパートナーズ', '合同会社ネクストワークス', '株式会社クラウドブリッジ', 'フリーランス'];
  rows.forEach((p, i) => {
    const birthYear = rnd.int(1962, 2003);
    p.birthDate = `${birthYear}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;
    p.gender = rnd.weighted([['MALE', 55], ['FEMALE', 43], ['OTHER', 1], ['UNANSWERED', 1]] as const);
    p.phoneNumber = `090-${String(1000 + ((i * 37) % 9000)).padStart(4, '0')}-${String(1000 + ((i * 7919) % 9000)).padStart(4, '0')}`;
    p.workModeId = rnd.pick(workModes);
    p.jobFunctionId = rnd.pick(functions);
    if (p.workerType === 'EMPLOYEE') {
      p.employmentTypeId = rnd.weighted([[fullTime, 80], [fixedTerm, 10], [partTime, 7], [reEmployed, 3]] as const);
      p.gradeId = rnd.pick(grades);
      p.jobLevelId = rnd.pick(levels);
      p.healthInsuranceAssociationId = rnd.pick(insurers);
      p.placeSocialInsuranceId = rnd.pick(establishments);
      const hourly = p.employmentTypeId === partTime;
      p.payType = hourly ? 'HOURLY' : 'MONTHLY';
      p.baseSalaryJpy = hourly ? rnd.int(11, 18) * 100 : rnd.int(22, 75) * 10_000;
      p.commutingAllowanceJpy = rnd.int(5, 30) * 1000;
      const [bank, branch] = rnd.pick(banks);
      p.bankName = bank;
      p.bankBranchName = branch;
      p.bankAccountType = 'ORDINARY';
      p.bankAccountNumber = String(1_000_000 + rnd.int(0, 8_999_999));
      p.bankAccountHolderKana = `${p.familyNameKana} ${p.givenNameKana}`;
      if (p.employmentTypeId === fixedTerm && p.joinedAt) {
        p.contractStartDate = p.joinedAt;
        p.contractEndDate = `${Number(p.joinedAt.slice(0, 4)) + 1}${p.joinedAt.slice(4)}`;
      }
      if (p.status === 'ALUMNI' || p.status === 'LEAVING') p.retirementReasonId = rnd.pick(retirementReasons);
    } else if (p.workerType === 'BOARD_MEMBER') {
      p.boardMemberTypeId = rnd.pick(boardTypes.slice(1));
      p.payType = 'MONTHLY';
      p.baseSalaryJpy = rnd.int(80, 150) * 10_000;
    } else {
      if (p.workerType === 'CONTRACTOR') p.contractorTypeId = rnd.pick(contractorTypes);
      else p.collaboratorTypeId = rnd.pick(collaboratorTypes);
      p.affiliatedCompanyName = rnd.pick(partners);
      if (p.joinedAt) {
        p.contractStartDate = p.joinedAt;
        p.contractEndDate = `${Number(p.joinedAt.slice(0, 4)) + 1}${p.joinedAt.slice(4)}`;
      }
      if (p.status === 'ALUMNI' || p.status === 'LEAVING') p.contractEndReasonId = rnd.pick(contractEndReasons);
    }
  });
}

/**
 * Names each department's and division's head: the highest-ranked active employee of the unit
 * (a division's head is the head of its first department). Runs after the people are written.
 */
export async function seedUnitHeads(db: Db, units: { id: string; kind: string; parentId: string | null }[], people: PersonRow[], positionOrder: Map<string, number>): Promise<void> {
  const heads = new Map<string, string>();
  for (const unit of units.filter((u) => u.kind === 'DEPARTMENT')) {
    const members = people.filter((p) => p.departmentId === unit.id && p.status === 'ACTIVE' && p.workerType === 'EMPLOYEE');
    members.sort((a, b) => (positionOrder.get(a.positionId ?? '') ?? 99) - (positionOrder.get(b.positionId ?? '') ?? 99));
    if (members[0]) heads.set(unit.id, members[0].id!);
  }
  for (const unit of units.filter((u) => u.kind === 'DIVISION')) {
    const firstChild = units.find((u) => u.parentId === unit.id && heads.has(u.id));
    if (firstChild) heads.set(unit.id, heads.get(firstChild.id)!);
  }
  for (const [unitId, personId] of heads) await db.update(t.orgUnits).set({ headPersonId: personId }).where(eq(t.orgUnits.id, unitId));
}
