import { Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ListPage, toTableState, useListSearch } from '@kanri/ui';
import { accountCategoryValues, accountSearchSchema, type AccountKind } from '@kanri/contracts';
import { useAccounts, type AccountSearch } from '../api/get-accounts';
import { useAccountsCount } from '../api/get-accounts-count';
import { AccountsTable } from '../components/accounts-table';
import { accountCategoryLabels } from '../components/account-labels';

const paths: Record<AccountKind, string> = { OPERATOR: '/settings/persons/staff', INDIVIDUAL: '/settings/persons/individual' };

/**
 * `/settings/persons/staff` and `/settings/persons/individual` (001 §2 Settings, §3 Account lists):
 * the memberships and invitations of the staff (operator) or individual account, with members and
 * invitations as category tabs, free text, server sort and paging, kept in the URL.
 */
export function AccountsPage({ kind }: { kind: AccountKind }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch(accountSearchSchema);
  const list = useAccounts(kind, search);
  const count = useAccountsCount(kind, search);
  return (
    <>
      <Tabs
        activeKey={kind}
        items={[
          { key: 'OPERATOR', label: t`Staff` },
          { key: 'INDIVIDUAL', label: t`Individual` },
        ]}
        onChange={(key) => void navigate(paths[key as AccountKind])}
      />
      <ListPage
        title={kind === 'OPERATOR' ? t`Staff accounts` : t`Individual accounts`}
        tabs={accountCategoryValues.map((key) => ({ key, label: i18n._(accountCategoryLabels[key]) }))}
        activeTab={search.category}
        onTabChange={(key) => setSearch({ category: key as AccountSearch['category'], pageIndex: 0 })}
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by name or e-mail`}
      >
        <AccountsTable
          {...toTableState(list, count)}
          search={search}
          onSearchChange={setSearch}
        />
      </ListPage>
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
