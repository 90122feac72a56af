import { Button, Dropdown, Select, Space } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, LinkButton, ListPage, SavedViewsButton, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import {
  nationalIdTypeValues,
  publicIdFields,
  publicIdTypeFilterValues,
  publicIdTypeLabels,
  publicIdTypeValues,
  publicIdsSearchSchema,
  type NationalIdType,
  type PublicIdTypeFilter,
} from '@kanri/contracts';
import { usePublicIds } from '../api/get-public-ids';
import { usePublicIdsCount } from '../api/get-public-ids-count';
import { usePublicIdPermissions } from '../api/get-public-id-permissions';
import { PublicIdsTable, fixedPublicIdColumns, publicIdsTableId, usePublicIdColumns } from '../components/public-ids-table';
import { PublicIdsExport } from '../components/public-ids-export';
import { toSearchPatch, toTableSearch } from '../components/registry-search';

/**
 * `/public-ids/registry` (001 §2 Public IDs, §5, §9; DECISIONS.md "My Number"): the public IDs of
 * the company's people as tabs by `publicIdType` (NATIONAL_ID by default, TRAVEL_DOCUMENT, ALL; an
 * unknown type falls back to NATIONAL_ID), a `nationalIdType` filter (My Number, NRIC; not on the
 * passports tab), free text, sort by type, person, issue or expiry date and a 1-based `page` of 100,
 * all kept in the URL under the spec's names. Numbers show masked (last four digits). The user's
 * column settings (`tableId` `public-ids`) and saved views (`SavedViewsButton`, issue 31 §4: the
 * menu reads the views when it first opens). The CSV export takes the visible columns and offers
 * "Include My Number" to My Number handlers only; Add and Import CSV lead to their pages.
 */
export function PublicIdsRegistryPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(publicIdsSearchSchema);
  const list = usePublicIds(search);
  const count = usePublicIdsCount(search);
  const permissions = usePublicIdPermissions();
  const columnSettings = useListColumnSettings(publicIdsTableId, usePublicIdColumns(), { fixed: fixedPublicIdColumns });
  const showNationalIdFilter = search.publicIdType !== 'TRAVEL_DOCUMENT';
  return (
    <ListPage
      title={t`Public IDs`}
      extra={
        <Space wrap>
          <SavedViewsButton settings={columnSettings} schema={publicIdsSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <PublicIdsExport search={search} handlesMyNumber={permissions.data?.handlesMyNumber === true} columns={columnSettings.visibleKeys} />
          <Dropdown
            trigger={['click']}
            menu={{
              items: publicIdTypeValues.map((type) => ({
                key: type,
                label: <Link to={`/public-ids/import-csv/${type}`}>{i18n._(publicIdTypeLabels[type])}</Link>,
              })),
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />}>{t`Import CSV`}</Button>
          </Dropdown>
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to="/public-ids/add">
            {t`Add public ID`}
          </LinkButton>
        </Space>
      }
      tabs={publicIdTypeFilterValues.map((key) => ({ key, label: i18n._(publicIdTypeLabels[key]) }))}
      activeTab={search.publicIdType}
      onTabChange={(key) =>
        setSearch({ publicIdType: key as PublicIdTypeFilter, ...(key === 'TRAVEL_DOCUMENT' ? { nationalIdType: undefined } : {}), page: 1 })
      }
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, page: 1 })}
      searchLabel={t`Search by name, worker number or the whole number`}
      filters={
        showNationalIdFilter ? (
          <Select<NationalIdType>
            aria-label={i18n._(publicIdFields.nationalIdType.label)}
            placeholder={i18n._(publicIdFields.nationalIdType.label)}
            allowClear
            style={{ minWidth: 240 }}
            value={search.nationalIdType ?? undefined}
            onChange={(nationalIdType) => setSearch({ nationalIdType: nationalIdType ?? undefined, page: 1 })}
            options={nationalIdTypeValues.map((value) => ({ value, label: i18n._(publicIdFields.nationalIdType.values[value]) }))}
          />
        ) : null
      }
    >
      <PublicIdsTable {...toTableState(list, count)} columnSettings={columnSettings} search={toTableSearch(search)} onSearchChange={(patch) => setSearch(toSearchPatch(patch))} />
    </ListPage>
  );
}
