import { useMemo } from 'react';
import { Avatar, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { AccountKind, AccountRow } from '@kanri/contracts';
import { productLabels } from '../../../components/product-labels';
import { AccountActions } from './account-actions';

/** A member row of an account list. */
export type MembershipRow = Extract<AccountRow, { type: 'MEMBERSHIP' }>;

/**
 * Props of {@link AccountsTable}: the `DataTable` props but its columns (rows, total, state,
 * search), plus `showProducts` (the staff list: the products each member's roles grant) and
 * `onShowPermissions` (a member's permissions drawer).
 */
export type AccountsTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<AccountRow, Search> & {
  showProducts?: boolean;
  onShowPermissions?: (row: MembershipRow) => void;
};

/** The `tableId` of an account list's column settings (and of its saved views): one per list, staff and individual. */
export const accountsTableId = (kind: AccountKind) => (kind === 'OPERATOR' ? 'settings-accounts-staff' : 'settings-accounts-individual');

/** The column that always shows (the member's or invitee's name). */
export const fixedAccountColumns = ['NAME'];

/**
 * An account list's columns (001 §3 Account lists): name, e-mail, state (member, invited, with an
 * "Expired" tag when `isExpired`), in the staff list (`showProducts`, issue 9) the products each
 * member's roles grant, the invitation's expiry date, the member's last sign-in, the creation date
 * and each row's actions (resend or revoke an invitation, a member's permissions through
 * `onShowPermissions`). Sortable columns carry the contract's `sortColumn` as `key`.
 */
export function useAccountColumns({ showProducts = false, onShowPermissions }: Pick<AccountsTableProps, 'showProducts' | 'onShowPermissions'>): TableColumnsType<AccountRow> {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const columns: TableColumnsType<AccountRow> = [
      {
        key: 'NAME',
        title: t`Name`,
        sorter: true,
        width: 200,
        fixed: 'left',
        ellipsis: true,
        render: (_, row) => (
          <Space style={{ whiteSpace: 'nowrap' }}>
            <Avatar src={row.type === 'MEMBERSHIP' ? (row.avatarUrl ?? undefined) : undefined} alt="">
              {row.name.slice(0, 1)}
            </Avatar>
            {row.name}
          </Space>
        ),
      },
      { key: 'EMAIL', title: t`E-mail`, sorter: true, ellipsis: true, render: (_, row) => row.email },
      {
        key: 'state',
        title: t`State`,
        width: 150,
        render: (_, row) => {
          if (row.type === 'MEMBERSHIP') return <Tag color="green">{t`Member`}</Tag>;
          return (
            <Space size={4}>
              <Tag color="blue">{t`Invited`}</Tag>
              {row.isExpired ? <Tag color="red">{t({ message: 'Expired', context: 'invitation' })}</Tag> : null}
            </Space>
          );
        },
      },
      {
        key: 'expiresAt',
        title: t`Invitation expires`,
        width: 190,
        render: (_, row) => (row.type === 'INVITATION' ? formatDate(row.expiresAt, 'dateTime') : null),
      },
      {
        key: 'lastSignedInAt',
        title: t`Last sign-in`,
        width: 190,
        render: (_, row) => (row.type === 'MEMBERSHIP' && row.lastSignedInAt ? formatDate(row.lastSignedInAt, 'dateTime') : null),
      },
      { key: 'CREATED_AT', title: t`Created`, sorter: true, width: 130, render: (_, row) => formatDate(row.createdAt, 'date') },
      {
        key: 'actions',
        title: t`Actions`,
        width: 170,
        fixed: 'right',
        render: (_, row) => <AccountActions row={row} onShowPermissions={onShowPermissions} />,
      },
    ];
    if (showProducts) {
      columns.splice(3, 0, {
        key: 'products',
        title: t`Products`,
        width: 220,
        render: (_, row) =>
          row.type === 'MEMBERSHIP' ? (
            row.products.length ? (
              <Space size={[0, 4]} wrap>
                {row.products.map((product) => (
                  <Tag key={product}>{i18n._(productLabels[product])}</Tag>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">{t`None`}</Typography.Text>
            )
          ) : null,
      });
    }
    return columns;
  }, [t, i18n, showProducts, onShowPermissions]);
}

/**
 * An account list (001 §3 Account lists): the columns of `useAccountColumns`; with
 * `columnSettings`, the user's columns in the user's order (issue 31 §4).
 */
export function AccountsTable<Search extends DataTableSearch>({ showProducts = false, onShowPermissions, ...props }: AccountsTableProps<Search>) {
  const { t } = useLingui();
  const columns = useAccountColumns({ showProducts, onShowPermissions });
  // fixed widths keep dates and names on one line; the e-mail takes the rest, and the table scrolls sideways below it
  return <DataTable rowKey="id" columns={columns} caption={t`Accounts`} tableProps={{ tableLayout: 'fixed', scroll: { x: showProducts ? 1500 : 1280 } }} {...props} />;
}
