import { Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { RoleDetail } from '@kanri/contracts';
import { LabelTags } from './product-tags';
import { RecordDescriptions } from './record-descriptions';
import { RefTags, recordPaths } from './ref-tags';
import { roleFieldLabels } from './role-labels';
import { productLabels } from '../../../components/product-labels';

/**
 * A role, read-only (001 §3 "Role list columns", §6): its name and English name (as stored;
 * "None" when English screens show the name), how many people hold it, its
 * people groups and product permissions (links), and the products they add up to.
 */
export function RoleDetails({ role }: { role: RoleDetail }) {
  const { t, i18n } = useLingui();
  return (
    <RecordDescriptions
      title={t`Role`}
      createdAt={role.createdAt}
      updatedAt={role.updatedAt}
      items={[
        { key: 'name', label: i18n._(roleFieldLabels.name), children: role.nameJa },
        { key: 'nameEn', label: i18n._(roleFieldLabels.nameEn), children: role.nameEn ?? <Typography.Text type="secondary">{t`None`}</Typography.Text> },
        { key: 'totalPeople', label: t`Total people`, children: role.totalPeople.toLocaleString() },
        { key: 'peopleGroups', label: i18n._(roleFieldLabels.peopleGroupIds), children: <RefTags refs={role.peopleGroups} pathOf={recordPaths.peopleGroup} /> },
        { key: 'productPermissions', label: i18n._(roleFieldLabels.productPermissionIds), children: <RefTags refs={role.productPermissions} pathOf={recordPaths.productPermission} /> },
        { key: 'products', label: t`Accessible products`, children: <LabelTags values={role.products} labels={productLabels} color="blue" /> },
      ]}
    />
  );
}
