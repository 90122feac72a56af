import { Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { ProductPermissionDetail } from '@kanri/contracts';
import { LabelTags } from './product-tags';
import { RecordDescriptions } from './record-descriptions';
import { RefTags, recordPaths } from './ref-tags';
import { privilegeLabels, productPermissionFieldLabels } from './role-labels';
import { productLabels } from '../../../components/product-labels';

/**
 * A product permission, read-only (001 §3 "Product permission columns"): its name and English name
 * (as stored; "None" when English screens show the name; issue 30), the products it
 * grants (tags, with their count), its privileges (My Number handler, issue 13; "None" without) and
 * the roles that use it (links).
 */
export function ProductPermissionDetails({ permission }: { permission: ProductPermissionDetail }) {
  const { t, i18n } = useLingui();
  const total = permission.products.length;
  return (
    <RecordDescriptions
      title={t`Product permission`}
      createdAt={permission.createdAt}
      updatedAt={permission.updatedAt}
      items={[
        { key: 'name', label: i18n._(productPermissionFieldLabels.name), children: permission.nameJa },
        { key: 'nameEn', label: i18n._(productPermissionFieldLabels.nameEn), children: permission.nameEn ?? <Typography.Text type="secondary">{t`None`}</Typography.Text> },
        { key: 'totalProducts', label: t`Total accessible products`, children: total },
        { key: 'products', label: i18n._(productPermissionFieldLabels.products), children: <LabelTags values={permission.products} labels={productLabels} color="blue" /> },
        {
          key: 'privileges',
          label: i18n._(productPermissionFieldLabels.privileges),
          children: <LabelTags values={permission.privileges} labels={privilegeLabels} color="gold" />,
        },
        { key: 'roles', label: t`Used by roles`, children: <RefTags refs={permission.roles} pathOf={recordPaths.role} /> },
      ]}
    />
  );
}
