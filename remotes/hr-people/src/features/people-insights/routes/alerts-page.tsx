import { useMemo } from 'react';
import { Select, Space, Tag, type TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, ListPage, toTableState, useListSearch } from '@kanri/ui';
import { peopleAlertKindValues, peopleAlertSearchSchema, workerStatusLabels, type PeopleAlert, type PeopleAlertKind } from '@kanri/contracts';
import { usePeopleAlerts, usePeopleAlertsCount } from '../api/people-insights';
import { TabPerson } from '../components/tab-person';
import { peopleAlertKindLabels } from '../components/insights-labels';

const alertStatuses = ['ALL', 'LEAVING', 'ALUMNI'] as const;

/**
 * `/people/alerts` (001 §2 People "Other tabs"; docs/people.md "The list tabs"): leavers and alumni
 * who still hold company resources — devices in service, equipment, license seats, active app
 * accounts (from the devices, equipment, licenses and app integration data) — with their leaving
 * date; filter by what they hold and by status, free text, sort and paging in the URL
 * (`GET /v2/people-alerts`). Each person links to their record, where the resources can be returned.
 */
export function PeopleAlertsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(peopleAlertSearchSchema);
  const list = usePeopleAlerts(search);
  const count = usePeopleAlertsCount(search);
  const columns = useMemo<TableColumnsType<PeopleAlert>>(
    () => {
      const held = (n: number) => (n > 0 ? <Tag color="red">{n}</Tag> : <span aria-label={t`None`}>–</span>);
      return [
        { key: 'NAME', title: t`Name`, sorter: true, width: 260, render: (_, row) => <TabPerson person={row.person} /> },
        { key: 'status', title: t`Status`, render: (_, row) => i18n._(workerStatusLabels[row.person.status]) },
        { key: 'LEAVING_AT', title: t`Leaving date`, sorter: true, render: (_, row) => (row.leavingAt ? formatDate(row.leavingAt, 'date') : null) },
        { key: 'devices', title: t`Devices`, align: 'right', render: (_, row) => held(row.devices) },
        { key: 'equipment', title: t`Equipment`, align: 'right', render: (_, row) => held(row.equipment) },
        { key: 'licenses', title: t`Licenses`, align: 'right', render: (_, row) => held(row.licenses) },
        { key: 'appAccounts', title: t`App accounts`, align: 'right', render: (_, row) => held(row.appAccounts) },
      ];
    },
    [t, i18n],
  );
  return (
    <ListPage
      title={t`Alerts`}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name, e-mail or worker number`}
      filters={
        <Space wrap>
          <Select
            aria-label={t`Still holding`}
            style={{ minWidth: 180 }}
            value={search.kind}
            options={peopleAlertKindValues.map((value) => ({ value, label: i18n._(peopleAlertKindLabels[value]) }))}
            onChange={(kind: PeopleAlertKind) => setSearch({ kind, pageIndex: 0 })}
          />
          <Select
            aria-label={t`Status`}
            style={{ minWidth: 160 }}
            value={search.status}
            options={alertStatuses.map((value) => ({ value, label: value === 'ALL' ? t`Leaving and alumni` : i18n._(workerStatusLabels[value]) }))}
            onChange={(status: (typeof alertStatuses)[number]) => setSearch({ status, pageIndex: 0 })}
          />
        </Space>
      }
    >
      <DataTable
        rowKey={(row) => row.person.id}
        columns={columns}
        caption={t`Leavers and alumni who still hold company resources`}
        {...toTableState(list, count)}
        search={search}
        onSearchChange={setSearch}
      />
    </ListPage>
  );
}
