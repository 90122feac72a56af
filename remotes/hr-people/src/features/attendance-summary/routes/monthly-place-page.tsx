import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ListPage, useListSearch } from '@kanri/ui';
import { attendancePlaceMonthsSearchSchema, attendanceToday, type AttendancePlaceMonthRow } from '@kanri/contracts';
import { useAttendancePlaceMonths } from '../api/attendance-summary';
import { useFormatMinutes } from '../components/day-parts';
import { dayOfMonth, MonthPicker } from '../components/month-picker';

/**
 * `/time-and-attendance/summary/monthly-place` (001 §2 "Time and attendance"): for a month (default
 * this month in Tokyo; `month` is 1-based, an invalid value falls back), each place's working people,
 * working days, total working time, days with an error and people with one. A place opens the daily
 * view of that place (today in this month, else the month's first day).
 */
export function MonthlyPlacePage() {
  const { t } = useLingui();
  const formatMinutes = useFormatMinutes();
  const [search, setSearch] = useListSearch(attendancePlaceMonthsSearchSchema);
  const list = useAttendancePlaceMonths(search);
  const day = dayOfMonth(search.year, search.month, attendanceToday());
  const columns: TableColumnsType<AttendancePlaceMonthRow> = [
    {
      key: 'place',
      title: t`Place`,
      render: (_, r) =>
        r.place ? <Link to={`/time-and-attendance/summary/daily-place?date=${day}&placeId=${r.place.id}`}>{r.place.name}</Link> : <Typography.Text type="secondary">{t`No place`}</Typography.Text>,
    },
    { key: 'workingPeopleCount', title: t`Working people`, align: 'right', render: (_, r) => r.workingPeopleCount },
    { key: 'totalWorkingDays', title: t`Working days`, align: 'right', render: (_, r) => r.totalWorkingDays },
    { key: 'totalWorkingTimeMinutes', title: t`Working time`, align: 'right', render: (_, r) => formatMinutes(r.totalWorkingTimeMinutes) },
    {
      key: 'errorDayCount',
      title: t`Error days`,
      align: 'right',
      render: (_, r) => (r.errorDayCount ? <Typography.Text type="danger">{r.errorDayCount}</Typography.Text> : 0),
    },
    { key: 'errorPeopleCount', title: t`People with errors`, align: 'right', render: (_, r) => r.errorPeopleCount },
  ];
  return (
    <ListPage
      title={t`Monthly attendance by place`}
      description={t`Each place's month: who worked, how long, and how many days need fixing.`}
      filters={<MonthPicker year={search.year} month={search.month} onChange={(value) => setSearch(value)} />}
    >
      <Table<AttendancePlaceMonthRow>
        rowKey={(r) => r.place?.id ?? 'none'}
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isLoading}
        pagination={false}
        aria-label={t`Monthly attendance by place`}
        locale={{ emptyText: list.error ? list.error.message : t`No clockings in this month.` }}
      />
    </ListPage>
  );
}
