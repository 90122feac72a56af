import { useState } from 'react';
import { Card, Flex, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { DataTable, sectionHeading } from '@kanri/ui';
import { personFields, type RoleHolderRow } from '@kanri/contracts';
import { useRoleHolders, useRoleHoldersCount, type RoleHoldersSearch } from '../api/get-role-holders';
import { RefTags, recordPaths } from './ref-tags';
import { workerTypeLabels } from './role-labels';

/**
 * Who holds a role and why (issue 9): the people its groups hold now, by name (kana reading in
 * Japanese), each with e-mail, worker type and the role's people groups that hold them (links);
 * a name / e-mail search and paging (100). Kept in the page's state, not the URL (the URL is the
 * role's).
 */
export function RoleHolders({ roleId }: { roleId: string }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState<RoleHoldersSearch & { sortColumn: 'NAME' }>({ freeText: '', sortOrder: 'asc', pageIndex: 0, pageSize: 100, sortColumn: 'NAME' });
  const list = useRoleHolders(roleId, search);
  const count = useRoleHoldersCount(roleId, search);
  const columns: TableColumnsType<RoleHolderRow> = [
    { key: 'NAME', title: t`Name`, sorter: true, width: 200, render: (_, row) => row.name },
    { key: 'email', title: t`E-mail`, ellipsis: { showTitle: true }, render: (_, row) => row.email },
    { key: 'workerType', title: i18n._(personFields.workerType.label), width: 130, render: (_, row) => i18n._(workerTypeLabels[row.workerType]) },
    { key: 'peopleGroups', title: t`Through people groups`, width: 280, render: (_, row) => <RefTags refs={row.peopleGroups} pathOf={recordPaths.peopleGroup} /> },
  ];
  const label = t`Search holders by name or e-mail`;
  return (
    <Card title={<h2 style={sectionHeading}>{t`Holders`}</h2>}>
      <Flex vertical gap={12}>
        <Input.Search aria-label={label} placeholder={label} allowClear style={{ maxWidth: 360 }} onSearch={(freeText) => setSearch((s) => ({ ...s, freeText, pageIndex: 0 }))} />
        <DataTable<RoleHolderRow, typeof search>
          rowKey="personId"
          columns={columns}
          caption={t`Holders`}
          rows={list.data?.items}
          total={count.data?.count}
          loading={list.isLoading || count.isLoading}
          error={list.error ?? count.error}
          onRetry={() => {
            void list.mutate();
            void count.mutate();
          }}
          search={search}
          onSearchChange={(patch) => setSearch((s) => ({ ...s, ...patch }))}
          empty={t`Nobody holds this role. Add people groups to it, or people to its groups.`}
          tableProps={{ tableLayout: 'fixed' }}
        />
      </Flex>
    </Card>
  );
}
