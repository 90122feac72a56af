import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, SavedViewsButton, LinkButton, ListPage, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { roleSearchSchema } from '@kanri/contracts';
import { useRoles } from '../api/get-roles';
import { useRolesCount } from '../api/get-roles-count';
import { FamilyTabs } from '../components/family-tabs';
import { RolesTable, rolesTableId, useRoleColumns } from '../components/roles-table';

/**
 * `/settings/permission-and-roles/roles` (001 §2 "Settings and roles", §3 "Role list columns", §5):
 * the tabs between the three families, name search, sort by name only, paging (100), all kept in
 * the URL; the user's column settings; "Add role" to `…/roles/new`.
 */
export function RolesPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(roleSearchSchema);
  const list = useRoles(search);
  const count = useRolesCount(search);
  const columnSettings = useListColumnSettings(rolesTableId, useRoleColumns(), { fixed: ['NAME'] });
  return (
    <>
      <FamilyTabs active="roles" />
      <ListPage
        title={t`Roles`}
        extra={
          <>
            <SavedViewsButton settings={columnSettings} schema={roleSearchSchema} />
            <ColumnSettingsButton settings={columnSettings} />
            <LinkButton type="primary" icon={<PlusOutlined />} to="/settings/permission-and-roles/roles/new">
              {t`Add role`}
            </LinkButton>
          </>
        }
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by role name`}
      >
        <RolesTable {...toTableState(list, count)} columnSettings={columnSettings} search={search} onSearchChange={setSearch} />
      </ListPage>
    </>
  );
}
