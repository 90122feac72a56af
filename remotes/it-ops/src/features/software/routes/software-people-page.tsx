import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, ListPage, toTableState, useListSearch } from '@kanri/ui';
import { softwarePeopleSearchSchema, type SoftwarePersonRow } from '@kanri/contracts';
import { useSoftwarePeople, useSoftwarePeopleCount } from '../api/get-software-people';

/**
 * `/software/people` (001 §2 list tab "people"): each person holding SaaS accounts — accounts
 * linked to them or with their e-mail — with how many (and how many active) and up to 5 of the
 * apps; most accounts first, sortable by name, searchable by name or e-mail (`GET /v2/software-people`).
 */
export function SoftwarePeoplePage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(softwarePeopleSearchSchema);
  const list = useSoftwarePeople(search);
  const count = useSoftwarePeopleCount(search);
  return (
    <ListPage
      title={t`People and their SaaS accounts`}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name or e-mail`}
    >
      <DataTable<SoftwarePersonRow, typeof search>
        rowKey="personId"
        caption={t`People and their SaaS accounts`}
        {...toTableState(list, count)}
        search={search}
        onSearchChange={setSearch}
        tableProps={{ tableLayout: 'fixed' }}
        columns={[
          {
            key: 'NAME',
            title: t`Person`,
            sorter: true,
            width: 280,
            render: (_, row) => (
              <span>
                <Link to={`/person/${row.personId}`}>{row.personName}</Link>
                <br />
                <Typography.Text type="secondary">{row.email}</Typography.Text>
              </span>
            ),
          },
          { key: 'ACCOUNT_COUNT', title: t`SaaS accounts`, sorter: true, width: 140, render: (_, row) => row.accountCount },
          { key: 'active', title: t`Active accounts`, width: 140, render: (_, row) => row.activeAccountCount },
          {
            key: 'apps',
            title: t`Apps`,
            render: (_, row) => (
              <Space size={[4, 4]} wrap>
                {row.apps.map((a) => (
                  <Tag key={a.appIntegrationId}>
                    <Link to={`/app-integrations/${a.appIntegrationId}/users`}>{a.name}</Link>
                  </Tag>
                ))}
                {row.accountCount > row.apps.length ? <Typography.Text type="secondary">{t`+${row.accountCount - row.apps.length} more`}</Typography.Text> : null}
              </Space>
            ),
          },
        ]}
      />
    </ListPage>
  );
}
