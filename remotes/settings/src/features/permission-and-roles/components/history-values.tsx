import { useLingui } from '@lingui/react/macro';
import type { RecordHistoryProps } from '@kanri/ui';
import type { PeopleGroupDetail, RoleDetail } from '@kanri/contracts';
import { peopleGroupFieldLabels, privilegeLabels, productPermissionFieldLabels, roleFieldLabels, workerTypeLabels } from './role-labels';
import { productLabels } from '../../../components/product-labels';

/** What a family's page gives the kit's `RecordHistory` besides the record: labels and value rendering. */
type HistoryProps = Pick<RecordHistoryProps, 'fieldLabels' | 'valueLabels' | 'references' | 'renderValue'>;

/** A list as one line of text: Japanese joins with 「、」, English with ", ". */
export function joinList(items: readonly string[], locale: string): string {
  return items.join(locale === 'ja-JP' ? '、' : ', ');
}

const byId = (records: readonly { id: string; name: string }[]) => Object.fromEntries(records.map((record) => [record.id, record.name]));

/** A role's history: its permissions and groups by their current names ("Another record" once gone). */
export function roleHistoryProps(role: RoleDetail): HistoryProps {
  return { fieldLabels: roleFieldLabels, references: { productPermissionIds: byId(role.productPermissions), peopleGroupIds: byId(role.peopleGroups) } };
}

/** A product permission's history: the products and privileges by their labels. */
export const productPermissionHistoryProps: HistoryProps = { fieldLabels: productPermissionFieldLabels, valueLabels: { products: productLabels, privileges: privilegeLabels } };

/** A people group's history: worker types by their labels, people by the names the group holds now ("Another person" once gone). */
export function usePeopleGroupHistoryProps(group: PeopleGroupDetail): HistoryProps {
  const { t, i18n } = useLingui();
  const people = byId([...group.included, ...group.excluded]);
  return {
    fieldLabels: peopleGroupFieldLabels,
    valueLabels: { workerTypes: workerTypeLabels },
    renderValue: (field, stored) =>
      (field === 'includedPersonIds' || field === 'excludedPersonIds') && Array.isArray(stored) ? joinList(stored.map((id) => people[String(id)] ?? t`Another person`), i18n.locale) : undefined,
  };
}
