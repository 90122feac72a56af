import { Avatar, Space, Tag, type TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { AccountRow } from '@kanri/contracts';

/** Props of {@link AccountsTable}: the `DataTable` props but its columns (rows, total, state, search). */
export type AccountsTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<AccountRow, Search>;

/**
 * An account list (001 §3 Account lists): members and pending invitations, with the invitation's
 * expiry date and an "Expired" tag when `isExpired`, the member's last sign-in and the creation date.
 */
export function AccountsTable<Search extends DataTableSearch>(props: AccountsTableProps<Search>) {
  const { t } = useLingui();
  const columns: TableColumnsType<AccountRow> = [
    {
      key: 'NAME',
      title: t`Name`,
      sorter: true,
      render: (_, row) => (
        <Space>
          <Avatar src={row.type === 'MEMBERSHIP' ? (row.avatarUrl ?? undefined) : undefined} alt="">
            {row.name.slice(0, 1)}
          </Avatar>
          {row.name}
        </Space>
      ),
    },
    { key: 'EMAIL', title: t`E-mail`, sorter: true, render: (_, row) => row.email },
    {
      key: 'state',
      title: t`State`,
      render: (_, row) => {
        if (row.type === 'MEMBERSHIP') return <Tag color="green">{t`Member`}</Tag>;
        return (
          <Space size={4}>
            <Tag color="blue">{t`Invited`}</Tag>
            {row.isExpired ? <Tag color="red">{t`Expired`}</Tag> : null}
          </Space>
        );
      },
    },
    {
      key: 'expiresAt',
      title: t`Invitation expires`,
      render: (_, row) => (row.type === 'INVITATION' ? formatDate(row.expiresAt, 'dateTime') : null),
    },
    {
      key: 'lastSignedInAt',
      title: t`Last sign-in`,
      render: (_, row) => (row.type === 'MEMBERSHIP' && row.lastSignedInAt ? formatDate(row.lastSignedInAt, 'dateTime') : null),
    },
    { key: 'CREATED_AT', title: t`Created`, sorter: true, render: (_, row) => formatDate(row.createdAt, 'date') },
  ];
  return <DataTable rowKey="id" columns={columns} caption={t`Accounts`} {...props} />;
}
