import { useState } from 'react';
import { Button } from 'antd';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, ListPage, SavedViewsButton, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { accountCategoryValues, accountSearchSchema, type AccountKind } from '@kanri/contracts';
import { useAccounts, type AccountSearch } from '../api/get-accounts';
import { useAccountsCount } from '../api/get-accounts-count';
import { AccountsTable, accountsTableId, fixedAccountColumns, useAccountColumns, type MembershipRow } from '../components/accounts-table';
import { accountCategoryLabels } from '../components/account-labels';
import { InviteDialog } from '../components/invite-dialog';
import { UserPermissionsDrawer } from '../components/user-permissions-drawer';
import { PersonsTabs } from '../../../components/persons-tabs';

/**
 * `/settings/persons/staff` and `/settings/persons/individual` (001 §2 Settings, §3 Account lists;
 * issue 9): the memberships and invitations of the staff (operator) or individual account, with
 * members and invitations as category tabs, free text, server sort and paging, kept in the URL;
 * "Invite" opens the invite dialog; invitations can be resent or revoked; in the staff list each
 * member shows the products their roles grant and opens their effective permissions. The user's
 * column settings and saved views (`SavedViewsButton`, issue 31 §4), one list each (`tableId`
 * `settings-accounts-staff` / `settings-accounts-individual`: a view opens on the list it was
 * saved on); the menu reads the views when it first opens.
 */
export function AccountsPage({ kind }: { kind: AccountKind }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(accountSearchSchema);
  const list = useAccounts(kind, search);
  const count = useAccountsCount(kind, search);
  const [inviting, setInviting] = useState(false);
  const [permissionsOf, setPermissionsOf] = useState<MembershipRow | null>(null);
  const onShowPermissions = kind === 'OPERATOR' ? setPermissionsOf : undefined;
  const columnSettings = useListColumnSettings(accountsTableId(kind), useAccountColumns({ showProducts: kind === 'OPERATOR', onShowPermissions }), { fixed: fixedAccountColumns });
  return (
    <>
      <PersonsTabs active={kind === 'OPERATOR' ? 'staff' : 'individual'} />
      <ListPage
        title={kind === 'OPERATOR' ? t`Staff accounts` : t`Individual accounts`}
        extra={
          <>
            <SavedViewsButton settings={columnSettings} schema={accountSearchSchema} />
            <ColumnSettingsButton settings={columnSettings} />
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
              {t`Invite`}
            </Button>
          </>
        }
        tabs={accountCategoryValues.map((key) => ({ key, label: i18n._(accountCategoryLabels[key]) }))}
        activeTab={search.category}
        onTabChange={(key) => setSearch({ category: key as AccountSearch['category'], pageIndex: 0 })}
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by name or e-mail`}
      >
        <AccountsTable
          {...toTableState(list, count)}
          columnSettings={columnSettings}
          search={search}
          onSearchChange={setSearch}
          showProducts={kind === 'OPERATOR'}
          onShowPermissions={onShowPermissions}
        />
      </ListPage>
      {inviting ? <InviteDialog kind={kind} onClose={() => setInviting(false)} /> : null}
      <UserPermissionsDrawer user={permissionsOf} onClose={() => setPermissionsOf(null)} />
    </>
  );
}

/** `/settings/persons/staff`: staff (operator) memberships and invitations. */
export function StaffAccountsPage() {
  return <AccountsPage kind="OPERATOR" />;
}

/** `/settings/persons/individual`: individual memberships and invitations. */
export function IndividualAccountsPage() {
  return <AccountsPage kind="INDIVIDUAL" />;
}
