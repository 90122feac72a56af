import { Select } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, SavedViewsButton, LinkButton, ListPage, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { productPermissionSearchSchema, productValues } from '@kanri/contracts';
import { useProductPermissions } from '../api/get-product-permissions';
import { useProductPermissionsCount } from '../api/get-product-permissions-count';
import type { ProductPermissionSearch } from '../api/search-types';
import { FamilyTabs } from '../components/family-tabs';
import { ProductPermissionsTable, productPermissionsTableId, useProductPermissionColumns } from '../components/product-permissions-table';
import { productLabels } from '../../../components/product-labels';

/**
 * `/settings/permission-and-roles/product-permissions` (001 §2, §3 "Product permission columns",
 * §5): the tabs between the three families, name search, a "Product" filter (those granting it),
 * sort by name only, paging, all kept in the URL; column settings; "Add product permission".
 */
export function ProductPermissionsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(productPermissionSearchSchema);
  const list = useProductPermissions(search);
  const count = useProductPermissionsCount(search);
  const columnSettings = useListColumnSettings(productPermissionsTableId, useProductPermissionColumns(), { fixed: ['NAME'] });
  const productFilterLabel = t`Product`;
  return (
    <>
      <FamilyTabs active="product-permissions" />
      <ListPage
        title={t`Product permissions`}
        extra={
          <>
            <SavedViewsButton settings={columnSettings} schema={productPermissionSearchSchema} />
            <ColumnSettingsButton settings={columnSettings} />
            <LinkButton type="primary" icon={<PlusOutlined />} to="/settings/permission-and-roles/product-permissions/new">
              {t`Add product permission`}
            </LinkButton>
          </>
        }
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by product permission name`}
        filters={
          <Select<ProductPermissionSearch['product']>
            aria-label={productFilterLabel}
            value={search.product}
            style={{ minWidth: 200 }}
            options={[
              { value: 'ALL', label: t`All products` },
              ...productValues.map((product) => ({ value: product, label: t`Grants ${i18n._(productLabels[product])}` })),
            ]}
            onChange={(product) => setSearch({ product, pageIndex: 0 })}
          />
        }
      >
        <ProductPermissionsTable {...toTableState(list, count)} columnSettings={columnSettings} search={search} onSearchChange={setSearch} />
      </ListPage>
    </>
  );
}
