import type { Product, WorkerType } from '@kanri/contracts';
import type { Db } from './client';
import * as t from './schema';

/**
 * Demo roles, product permissions and people groups (issue 9 "Demo seed"; docs/permissions.md).
 *
 * Customer company: product permissions 全権 (every product), 情報システム (IT), 総務 (GA),
 * 人事 (HR), 法務 (LEGAL) and マーケットプレイス (MARKETPLACE); people groups 管理者, 情報システム部,
 * 総務部, 人事部 (each one person included by name), 全従業員 (every employee) and 役員 (every board
 * member); roles 全権管理者, 情報システム, 総務, 人事 joining them. The supplier company: 全権 /
 * 管理者 / 全権管理者 for its one person.
 */
export interface RoleSeedInput {
  /** Deterministic UUIDs (the seed's PRNG). */
  uuid: () => string;
  createdAt: Date;
  customerCompanyId: string;
  supplierCompanyId: string;
  /** People of the customer company who hold the seeded roles (by name). */
  holders: { admin: string; it: string; ga: string; hr: string };
  /** The supplier company's person holding every product. */
  supplierPersonId: string;
}

type PermissionSeed = { key: string; name: string; products: Product[] };
type GroupSeed = { key: string; name: string; workerTypes: WorkerType[]; include: string[] };
type RoleSeed = { name: string; permissions: string[]; groups: string[] };

/** Seeds the demo roles of both companies; ids come from `input.uuid`. */
export async function seedRoles(db: Db, input: RoleSeedInput): Promise<void> {
  const all: Product[] = ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'];
  const { holders } = input;
  await seedCompanyRoles(db, input, input.customerCompanyId, {
    permissions: [
      { key: 'all', name: '全権', products: all },
      { key: 'it', name: '情報システム', products: ['IT'] },
      { key: 'ga', name: '総務', products: ['GA'] },
      { key: 'hr', name: '人事', products: ['HR'] },
      { key: 'legal', name: '法務', products: ['LEGAL'] },
      { key: 'marketplace', name: 'マーケットプレイス', products: ['MARKETPLACE'] },
    ],
    groups: [
      { key: 'admins', name: '管理者', workerTypes: [], include: [holders.admin] },
      { key: 'it', name: '情報システム部', workerTypes: [], include: [holders.it] },
      { key: 'ga', name: '総務部', workerTypes: [], include: [holders.ga] },
      { key: 'hr', name: '人事部', workerTypes: [], include: [holders.hr] },
      { key: 'employees', name: '全従業員', workerTypes: ['EMPLOYEE'], include: [] },
      { key: 'board', name: '役員', workerTypes: ['BOARD_MEMBER'], include: [] },
    ],
    roles: [
      { name: '全権管理者', permissions: ['all'], groups: ['admins'] },
      { name: '情報システム', permissions: ['it'], groups: ['it'] },
      { name: '総務', permissions: ['ga'], groups: ['ga'] },
      { name: '人事', permissions: ['hr'], groups: ['hr'] },
    ],
  });
  await seedCompanyRoles(db, input, input.supplierCompanyId, {
    permissions: [{ key: 'all', name: '全権', products: all }],
    groups: [{ key: 'admins', name: '管理者', workerTypes: [], include: [input.supplierPersonId] }],
    roles: [{ name: '全権管理者', permissions: ['all'], groups: ['admins'] }],
  });
}

async function seedCompanyRoles(
  db: Db,
  input: RoleSeedInput,
  companyId: string,
  seed: { permissions: PermissionSeed[]; groups: GroupSeed[]; roles: RoleSeed[] },
): Promise<void> {
  const { uuid, createdAt } = input;
  const permissionIds = new Map(seed.permissions.map((p) => [p.key, uuid()]));
  const groupIds = new Map(seed.groups.map((g) => [g.key, uuid()]));
  const stamp = { companyId, createdAt, updatedAt: createdAt };
  await db.insert(t.productPermissions).values(seed.permissions.map((p) => ({ id: permissionIds.get(p.key)!, name: p.name, products: p.products, ...stamp })));
  await db.insert(t.peopleGroups).values(seed.groups.map((g) => ({ id: groupIds.get(g.key)!, name: g.name, workerTypes: g.workerTypes, ...stamp })));
  const members = seed.groups.flatMap((g) => g.include.map((personId) => ({ peopleGroupId: groupIds.get(g.key)!, personId, kind: 'INCLUDE' })));
  if (members.length) await db.insert(t.peopleGroupMembers).values(members);
  const roleRows = seed.roles.map((r) => ({ id: uuid(), name: r.name, ...stamp, seed: r }));
  await db.insert(t.roles).values(roleRows.map(({ seed: _seed, ...row }) => row));
  await db.insert(t.roleProductPermissions).values(roleRows.flatMap((r) => r.seed.permissions.map((key) => ({ roleId: r.id, productPermissionId: permissionIds.get(key)! }))));
  await db.insert(t.rolePeopleGroups).values(roleRows.flatMap((r) => r.seed.groups.map((key) => ({ roleId: r.id, peopleGroupId: groupIds.get(key)! }))));
}
