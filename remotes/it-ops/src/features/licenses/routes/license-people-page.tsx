import { Avatar, Flex, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, ListPage, toTableState, useListSearch } from '@kanri/ui';
import { licensePeopleSearchSchema, type LicensePersonRow } from '@kanri/contracts';
import { useLicensePeople, useLicensePeopleCount } from '../api/get-license-people';
import { LicenseAreaNav } from '../components/license-area-nav';

/**
 * `/licenses/people` (001 §2 list tab "people"): who holds which license seats — each person with
 * a seat, their e-mail and the licenses they hold (links); free text (names, e-mail), sort by name
 * and paging in the URL.
 */
export function LicensePeoplePage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(licensePeopleSearchSchema);
  const list = useLicensePeople(search);
  const count = useLicensePeopleCount(search);
  return (
    <>
      <LicenseAreaNav />
      <ListPage
        title={t`People holding licenses`}
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by name or e-mail`}
      >
        <DataTable<LicensePersonRow, typeof search>
          rowKey="personId"
          caption={t`People holding licenses`}
          {...toTableState(list, count)}
          search={search}
          onSearchChange={setSearch}
          columns={[
            {
              key: 'NAME',
              title: t`Person`,
              sorter: true,
              width: 280,
              render: (_, row) => (
                <Flex gap={8} align="center">
                  <Avatar size="small" src={row.avatarUrl ?? undefined} alt="">
                    {row.name.slice(0, 1)}
                  </Avatar>
                  <span>
                    {row.name}
                    <br />
                    <Typography.Text type="secondary">{row.email}</Typography.Text>
                  </span>
                </Flex>
              ),
            },
            {
              key: 'licenses',
              title: t`Licenses`,
              render: (_, row) => (
                <Space size={[4, 4]} wrap>
                  {row.licenses.map((l) => (
                    <Tag key={l.id}>
                      <Link to={`/licenses/${l.id}`}>{l.licenseName}</Link>
                    </Tag>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </ListPage>
    </>
  );
}
