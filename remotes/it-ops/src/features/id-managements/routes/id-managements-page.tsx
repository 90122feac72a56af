import { useMemo } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, SavedViewsButton, LinkButton, ListPage, MultiSelectFilter, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { idCategoryValues, idsSearchSchema, idsSortOrderOf, type IdsSearch } from '@kanri/contracts';
import { useIds } from '../api/get-ids';
import { useIdsCount } from '../api/get-ids-count';
import { useIdApps } from '../api/get-id-apps';
import { idCategoryLabels, idRowFieldLabels } from '../components/id-labels';
import { IdsTable, fixedIdColumns, useIdColumns } from '../components/ids-table';
import { idsTableId } from '../api/id-managements-calls';

/**
 * `/id-managements` (000 §2 "ID management"; 001 §2): every login id the company's apps know, with
 * the person it belongs to or its group ID. Category tabs (ALL by default, PERSONAL_ID, by worker
 * type, UNKNOWN_ID), free text (login id, person, group name), the apps filter (`haveAppIdIn`), the
 * sort (`sortColumn`, `sortOrder` or its alias `orderDirection`) and paging live in the URL; invalid
 * values fall back and the URL is rewritten. Unknown ids offer "Register as group ID"; "Add group
 * ID" opens the empty add screen.
 */
export function IdManagementsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(idsSearchSchema);
  const list = useIds(search);
  const count = useIdsCount(search);
  const apps = useIdApps();
  const columnSettings = useListColumnSettings(idsTableId, useIdColumns(), { fixed: fixedIdColumns });
  // the table shows the direction in force; a click writes `sortOrder` and drops the alias
  const tableSearch = useMemo(() => ({ ...search, sortOrder: idsSortOrderOf(search) }), [search]);
  const onTableChange = (patch: Partial<IdsSearch>) => setSearch('sortOrder' in patch ? { ...patch, orderDirection: undefined } : patch);
  return (
    <ListPage
      title={t`ID management`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={idsSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <LinkButton type="primary" icon={<PlusOutlined />} to="/id-managements/group-id/add">
            {t`Add group ID`}
          </LinkButton>
        </>
      }
      tabs={idCategoryValues.map((key) => ({ key, label: i18n._(idCategoryLabels[key]) }))}
      activeTab={search.category}
      onTabChange={(key) => setSearch({ category: key as IdsSearch['category'], pageIndex: 0 })}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by login ID, person or group name`}
      filters={
        <MultiSelectFilter
          label={i18n._(idRowFieldLabels.apps)}
          value={search.haveAppIdIn}
          options={apps.data?.items.map((app) => ({ value: app.appIntegrationId, label: app.name }))}
          onChange={(haveAppIdIn) => setSearch({ haveAppIdIn, pageIndex: 0 })}
        />
      }
    >
      <IdsTable {...toTableState(list, count)} columnSettings={columnSettings} search={tableSearch} onSearchChange={onTableChange} />
    </ListPage>
  );
}
