import { Avatar, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type ListTableProps } from '@kanri/ui';
import type { OrgMember } from '@kanri/contracts';
import type { TableColumnsType } from 'antd';
import type { UnitSearch } from './unit-search';

/** The unit's members: name (link to `/person/{id}`) with the reading, head mark, worker number, position, job type, employment type. */
export function MembersTable(props: ListTableProps<OrgMember, UnitSearch>) {
  const { t } = useLingui();
  const columns: TableColumnsType<OrgMember> = [
    {
      key: 'name', title: t`Name`, render: (_, m) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={m.avatarUrl ?? undefined} aria-hidden>{m.name.slice(0, 1)}</Avatar>
          <span>
            <Link to={`/person/${m.id}`}>{m.name}</Link>
            {m.isHead && <Tag color="gold" style={{ marginInlineStart: 6 }}>{t({ message: 'Head', context: 'orgUnit' })}</Tag>}
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{m.nameKana}</Typography.Text>
          </span>
        </Flex>
      ),
    },
    { key: 'workerNumber', title: t`Worker number`, width: 140, dataIndex: 'workerNumber' },
    { key: 'position', title: t`Position`, width: 160, render: (_, m) => m.position?.name ?? '' },
    { key: 'jobType', title: t`Job type`, width: 160, render: (_, m) => m.jobType?.name ?? '' },
    { key: 'employmentType', title: t`Employment type`, width: 180, render: (_, m) => m.employmentType?.name ?? '' },
  ];
  return <DataTable rowKey="id" columns={columns} caption={t`Members`} tableProps={{ tableLayout: 'fixed' }} {...props} />;
}
