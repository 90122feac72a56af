import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PeopleGroupDetail, Product, RoleDetail, WorkerType } from '@kanri/contracts';
import { joinList, namesOf } from './record-history';
import { workerTypeLabels } from './role-labels';
import { productLabels } from '../../../components/product-labels';

type ValueRenderer = (field: string, stored: unknown) => ReactNode;

/** A role's history values: its permissions and groups by their current names. */
export function useRoleHistoryValue(role: RoleDetail): ValueRenderer {
  const { t, i18n } = useLingui();
  const permissions = new Map(role.productPermissions.map((p) => [p.id, p.name]));
  const groups = new Map(role.peopleGroups.map((g) => [g.id, g.name]));
  return (field, stored) => {
    if (field === 'productPermissionIds') return namesOf(stored, permissions, t`Another record`, i18n.locale);
    if (field === 'peopleGroupIds') return namesOf(stored, groups, t`Another record`, i18n.locale);
    return String(stored);
  };
}

/** A product permission's history values: the products by their labels. */
export function useProductPermissionHistoryValue(): ValueRenderer {
  const { i18n } = useLingui();
  return (field, stored) =>
    field === 'products' && Array.isArray(stored) ? joinList(stored.map((p) => (productLabels[p as Product] ? i18n._(productLabels[p as Product]) : String(p))), i18n.locale) : String(stored);
}

/** A people group's history values: worker types by their labels, people by the names the group holds now. */
export function usePeopleGroupHistoryValue(group: PeopleGroupDetail): ValueRenderer {
  const { t, i18n } = useLingui();
  const people = new Map([...group.included, ...group.excluded].map((p) => [p.id, p.name]));
  return (field, stored) => {
    if (field === 'workerTypes' && Array.isArray(stored))
      return joinList(stored.map((w) => (workerTypeLabels[w as WorkerType] ? i18n._(workerTypeLabels[w as WorkerType]) : String(w))), i18n.locale);
    if (field === 'includedPersonIds' || field === 'excludedPersonIds') return namesOf(stored, people, t`Another person`, i18n.locale);
    return String(stored);
  };
}
