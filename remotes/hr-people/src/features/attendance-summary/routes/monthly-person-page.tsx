import { Button, Checkbox, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { DataTable, ListPage, toTableState, useListSearch } from '@kanri/ui';
import { attendancePersonMonthsSearchSchema, idSchema, type AttendancePersonMonthRow } from '@kanri/contracts';
import { useAttendancePersonMonths, useAttendancePersonMonthsCount } from '../api/attendance-summary';
import { useFormatMinutes } from '../components/day-parts';
import { MonthPicker } from '../components/month-picker';
import { PlaceFilter } from '../components/place-filter';
import { PersonMonthDrawer } from '../components/person-month-drawer';

/** The page's URL search: the list's (year, 1-based month, place, errorsOnly, freeText, paging, sort) and the open person (`personId`). */
const monthlyPersonSearchSchema = v.object({ ...attendancePersonMonthsSearchSchema.entries, personId: v.fallback(v.optional(idSchema), undefined) });

/**
 * `/time-and-attendance/summary/monthly-person` (001 §2 "Time and attendance", §3 "Monthly
 * attendance row"): for a month (default this month in Tokyo) and a place (or all), each person's
 * working days, total working time and error days; "errors only" keeps the people with a day to
 * fix. A row opens the person's month in a drawer (`personId` in the URL), where each day can be edited.
 */
export function MonthlyPersonPage() {
  const { t } = useLingui();
  const formatMinutes = useFormatMinutes();
  const [search, setSearch] = useListSearch(monthlyPersonSearchSchema);
  const { personId, ...listSearch } = search;
  const list = useAttendancePersonMonths(listSearch);
  const count = useAttendancePersonMonthsCount(listSearch);
  const columns: TableColumnsType<AttendancePersonMonthRow> = [
    {
      key: 'PERSON',
      title: t`Person`,
      sorter: true,
      render: (_, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setSearch({ personId: r.person.id })}>
          {r.person.name}
        </Button>
      ),
    },
    { key: 'WORKER_NUMBER', title: t`Worker number`, sorter: true, width: 150, render: (_, r) => r.person.workerNumber },
    { key: 'WORKING_DAYS', title: t`Working days`, sorter: true, width: 140, align: 'right', render: (_, r) => r.totalWorkingDays },
    { key: 'WORKING_TIME', title: t`Working time`, sorter: true, width: 140, align: 'right', render: (_, r) => formatMinutes(r.totalWorkingTimeMinutes) },
    {
      key: 'ERROR_DAYS',
      title: t`Error days`,
      sorter: true,
      width: 130,
      align: 'right',
      render: (_, r) => (r.errorDayCount ? <Typography.Text type="danger">{r.errorDayCount}</Typography.Text> : 0),
    },
  ];
  return (
    <ListPage
      title={t`Monthly attendance by person`}
      description={t`Each person's month: working days, working time and the days with errors. Open a person to see and fix their days.`}
      freeText={search.freeText}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search people`}
      filters={
        <>
          <MonthPicker year={search.year} month={search.month} onChange={(value) => setSearch({ ...value, pageIndex: 0 })} />
          <PlaceFilter value={search.placeId} onChange={(placeId) => setSearch({ placeId, pageIndex: 0 })} />
          <Checkbox checked={search.errorsOnly} onChange={(e) => setSearch({ errorsOnly: e.target.checked, pageIndex: 0 })}>
            {t`People with errors only`}
          </Checkbox>
        </>
      }
    >
      <DataTable
        rowKey={(r) => r.person.id}
        columns={columns}
        caption={t`Monthly attendance by person`}
        {...toTableState(list, count)}
        search={listSearch}
        onSearchChange={setSearch}
        tableProps={{ tableLayout: 'fixed' }}
      />
      <PersonMonthDrawer personId={personId} year={search.year} month={search.month} placeId={search.placeId} onClose={() => setSearch({ personId: undefined })} />
    </ListPage>
  );
}
