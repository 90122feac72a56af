import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, ListPage, SavedViewsButton, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { starlinkCategoryValues, starlinkSortOrderOf, starlinksSearchSchema, type StarlinksSearch } from '@kanri/contracts';
import { useStarlinks } from '../api/get-starlinks';
import { useStarlinksCount } from '../api/get-starlinks-count';
import { StarlinkAreaNav } from '../components/starlink-area-nav';
import { starlinkCategoryLabels } from '../components/starlink-labels';
import { StarlinksTable, fixedStarlinkColumns, starlinksTableId, useStarlinkColumns } from '../components/starlinks-table';

/**
 * `/starlinks` (000 §2 "Starlinks"): the terminals with categories ACTIVE (default) / NOT_ACTIVE /
 * ALL as tabs, free text (name, kit serial number, service line, plan, router serial), sort,
 * paging, all kept in the URL (invalid values fall back and the URL is rewritten).
 * `orderDirection` (000 §2's name) is read as the sort direction; once the user sorts, the table
 * writes `sortOrder` and drops the alias. The user's column settings (`tableId` `starlinks`) and
 * saved views (`SavedViewsButton`, issue 31 §4: the menu reads the views when it first opens).
 */
export function StarlinksPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(starlinksSearchSchema);
  const list = useStarlinks(search);
  const count = useStarlinksCount(search);
  const columnSettings = useListColumnSettings(starlinksTableId, useStarlinkColumns(), { fixed: fixedStarlinkColumns });
  const tableSearch = useMemo(() => ({ ...search, sortOrder: starlinkSortOrderOf(search) }), [search]);
  const onTableChange = (patch: Partial<StarlinksSearch>) => setSearch('sortOrder' in patch ? { ...patch, orderDirection: undefined } : patch);
  return (
    <>
      <StarlinkAreaNav />
      <ListPage
        title={t`Starlink`}
        tabs={starlinkCategoryValues.map((key) => ({ key, label: i18n._(starlinkCategoryLabels[key]) }))}
        activeTab={search.category}
        onTabChange={(key) => setSearch({ category: key as StarlinksSearch['category'], pageIndex: 0 })}
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by name, kit number or plan`}
        extra={
          <>
            <SavedViewsButton settings={columnSettings} schema={starlinksSearchSchema} />
            <ColumnSettingsButton settings={columnSettings} />
          </>
        }
      >
        <StarlinksTable {...toTableState(list, count)} columnSettings={columnSettings} search={tableSearch} onSearchChange={onTableChange} />
      </ListPage>
    </>
  );
}
