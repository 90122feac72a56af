import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, SavedViewsButton, LinkButton, ListPage, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { peopleGroupSearchSchema } from '@kanri/contracts';
import { usePeopleGroups } from '../api/get-people-groups';
import { usePeopleGroupsCount } from '../api/get-people-groups-count';
import { FamilyTabs } from '../components/family-tabs';
import { PeopleGroupsTable, peopleGroupsTableId, usePeopleGroupColumns } from '../components/people-groups-table';

/**
 * `/settings/permission-and-roles/people-groups` (001 §2, §3 "People group columns", §5): the tabs
 * between the three families, name search, sort by name only, paging, all kept in the URL; column
 * settings; "Add people group".
 */
export function PeopleGroupsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(peopleGroupSearchSchema);
  const list = usePeopleGroups(search);
  const count = usePeopleGroupsCount(search);
  const columnSettings = useListColumnSettings(peopleGroupsTableId, usePeopleGroupColumns(), { fixed: ['NAME'] });
  return (
    <>
      <FamilyTabs active="people-groups" />
      <ListPage
        title={t`People groups`}
        extra={
          <>
            <SavedViewsButton settings={columnSettings} schema={peopleGroupSearchSchema} />
            <ColumnSettingsButton settings={columnSettings} />
            <LinkButton type="primary" icon={<PlusOutlined />} to="/settings/permission-and-roles/people-groups/new">
              {t`Add people group`}
            </LinkButton>
          </>
        }
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by people group name`}
      >
        <PeopleGroupsTable {...toTableState(list, count)} columnSettings={columnSettings} search={search} onSearchChange={setSearch} />
      </ListPage>
    </>
  );
}
