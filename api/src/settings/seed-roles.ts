import { createHash } from 'node:crypto';
import type { Privilege, Product, WorkerType } from '@kanri/contracts';
import type { Db } from '../db/client';
import * as t from '../schema';

/**
 * Demo roles, product permissions and people groups (issue 9 "Demo seed"; docs/permissions.md).
 *
 * Customer company: product permissions 全権 (every product), 情報システム (IT), 総務 (GA),
 * 人事 (HR), 法務 (LEGAL), マーケットプレイス (MARKETPLACE) and マイナンバー事務取扱担当者 (no product;
 * the MY_NUMBER_HANDLER privilege, issue 13, held by the 人事 role only: 全権 does not imply it); people groups 管理者, 情報システム部,
 * 総務部, 人事部, 法務部 (each one person included by name), 全従業員 (every employee) and 役員 (every
 * board member); roles 全権管理者, 情報システム, 総務, 人事, 法務 joining them (法務: legal@, issue 13). The supplier company: 全権 /
 * 管理者 / 全権管理者 for its one person. Product permissions, people groups and roles carry an English
 * name too (issue 30: 全権 / Full access, 情報システム部 / Information Systems Dept. …), so English screens show English.
 */
export interface RoleSeedInput {
  /** Deterministic UUIDs (the seed's PRNG). */
  uuid: () => string;
  createdAt: Date;
  customerCompanyId: string;
  supplierCompanyId: string;
  /** People of the customer company who hold the seeded roles (by name). */
  holders: { admin: string; it: string; ga: string; hr: string; legal: string };
  /** The supplier company's person holding every product. */
  supplierPersonId: string;
}

/** `id`: a fixed id (not drawn from `uuid`, so adding the permission moves no other seeded id). */
type PermissionSeed = { key: string; name: string; nameEn: string; products: Product[]; privileges?: Privilege[]; id?: string };
type GroupSeed = { key: string; name: string; nameEn: string; workerTypes: WorkerType[]; include: string[]; id?: string };
type RoleSeed = { name: string; nameEn: string; permissions: string[]; groups: string[]; id?: string };

/** Seeds the demo roles of both companies; ids come from `input.uuid`. */
export async function seedRoles(db: Db, input: RoleSeedInput): Promise<void> {
  const all: Product[] = ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'];
  const { holders } = input;
  await seedCompanyRoles(db, input, input.customerCompanyId, {
    permissions: [
      { key: 'all', name: '全権', nameEn: 'Full access', products: all },
      { key: 'it', name: '情報システム', nameEn: 'Information systems', products: ['IT'] },
      { key: 'ga', name: '総務', nameEn: 'General affairs', products: ['GA'] },
      { key: 'hr', name: '人事', nameEn: 'Human resources', products: ['HR'] },
      { key: 'legal', name: '法務', nameEn: 'Legal', products: ['LEGAL'] },
      { key: 'marketplace', name: 'マーケットプレイス', nameEn: 'Marketplace', products: ['MARKETPLACE'] },
      {
        key: 'myNumber', name: 'マイナンバー事務取扱担当者', nameEn: 'My Number handler', products: [], privileges: ['MY_NUMBER_HANDLER'],
        id: derivedUuid(input.customerCompanyId, 'my-number-handler'),
      },
    ],
    groups: [
      { key: 'admins', name: '管理者', nameEn: 'Administrators', workerTypes: [], include: [holders.admin] },
      { key: 'it', name: '情報システム部', nameEn: 'Information Systems Dept.', workerTypes: [], include: [holders.it] },
      { key: 'ga', name: '総務部', nameEn: 'General Affairs Dept.', workerTypes: [], include: [holders.ga] },
      { key: 'hr', name: '人事部', nameEn: 'Human Resources Dept.', workerTypes: [], include: [holders.hr] },
      { key: 'legal', name: '法務部', nameEn: 'Legal Dept.', workerTypes: [], include: [holders.legal], id: derivedUuid(input.customerCompanyId, 'people-group-legal') },
      { key: 'employees', name: '全従業員', nameEn: 'All employees', workerTypes: ['EMPLOYEE'], include: [] },
      { key: 'board', name: '役員', nameEn: 'Board members', workerTypes: ['BOARD_MEMBER'], include: [] },
    ],
    roles: [
      { name: '全権管理者', nameEn: 'Full administrator', permissions: ['all'], groups: ['admins'] },
      { name: '情報システム', nameEn: 'Information systems', permissions: ['it'], groups: ['it'] },
      { name: '総務', nameEn: 'General affairs', permissions: ['ga'], groups: ['ga'] },
      { name: '人事', nameEn: 'Human resources', permissions: ['hr', 'myNumber'], groups: ['hr'] },
      { name: '法務', nameEn: 'Legal', permissions: ['legal'], groups: ['legal'], id: derivedUuid(input.customerCompanyId, 'role-legal') },
    ],
  });
  await seedCompanyRoles(db, input, input.supplierCompanyId, {
    permissions: [{ key: 'all', name: '全権', nameEn: 'Full access', products: all }],
    groups: [{ key: 'admins', name: '管理者', nameEn: 'Administrators', workerTypes: [], include: [input.supplierPersonId] }],
    roles: [{ name: '全権管理者', nameEn: 'Full administrator', permissions: ['all'], groups: ['admins'] }],
  });
}

async function seedCompanyRoles(
  db: Db,
  input: RoleSeedInput,
  companyId: string,
  seed: { permissions: PermissionSeed[]; groups: GroupSeed[]; roles: RoleSeed[] },
): Promise<void> {
  const { uuid, createdAt } = input;
  const permissionIds = new Map(seed.permissions.map((p) => [p.key, p.id ?? uuid()]));
  const groupIds = new Map(seed.groups.map((g) => [g.key, g.id ?? uuid()]));
  const stamp = { companyId, createdAt, updatedAt: createdAt };
  await db.insert(t.productPermissions).values(seed.permissions.map((p) => ({ id: permissionIds.get(p.key)!, name: p.name, nameEn: p.nameEn, products: p.products, privileges: p.privileges ?? [], ...stamp })));
  await db.insert(t.peopleGroups).values(seed.groups.map((g) => ({ id: groupIds.get(g.key)!, name: g.name, nameEn: g.nameEn, workerTypes: g.workerTypes, ...stamp })));
  const members = seed.groups.flatMap((g) => g.include.map((personId) => ({ peopleGroupId: groupIds.get(g.key)!, personId, kind: 'INCLUDE' })));
  if (members.length) await db.insert(t.peopleGroupMembers).values(members);
  const roleRows = seed.roles.map((r) => ({ id: r.id ?? uuid(), name: r.name, nameEn: r.nameEn, ...stamp, seed: r }));
  await db.insert(t.roles).values(roleRows.map(({ seed: _seed, ...row }) => row));
  await db.insert(t.roleProductPermissions).values(roleRows.flatMap((r) => r.seed.permissions.map((key) => ({ roleId: r.id, productPermissionId: permissionIds.get(key)! }))));
  await db.insert(t.rolePeopleGroups).values(roleRows.flatMap((r) => r.seed.groups.map((key) => ({ roleId: r.id, peopleGroupId: groupIds.get(key)! }))));
}

/** A UUID (version 4 layout) derived from a company id and a name: stable, and drawn from no PRNG. */
export function derivedUuid(companyId: string, name: string): string {
  const h = createHash('sha256').update(`${companyId}:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
