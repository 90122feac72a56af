import { useState } from 'react';
import { Button, Checkbox, DatePicker, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { DataTable, EmptyState, ListPage, toTableState, useListSearch } from '@kanri/ui';
import { attendanceDaysSearchSchema, type AttendanceDayRow } from '@kanri/contracts';
import { useAttendanceDays, useAttendanceDaysCount } from '../api/attendance-summary';
import { ErrorTags, RestsCell, TimesCell, useFormatMinutes, ValidityTag } from '../components/day-parts';
import { PlaceFilter } from '../components/place-filter';
import { DayEditModal } from '../components/day-edit-modal';

/**
 * `/time-and-attendance/summary/daily-place` (001 §2 "Time and attendance", §3 "Time attendance
 * day"): one day (default today in Tokyo), one place or all, each person's clock-ins, clock-outs,
 * rests, break and working time, the day's errors as red tags and whether it is valid; "errors
 * only" and sorting by errors put the days to fix first; a row's "Edit" opens the day edit.
 */
export function DailyPlacePage() {
  const { t } = useLingui();
  const formatMinutes = useFormatMinutes();
  const [search, setSearch] = useListSearch(attendanceDaysSearchSchema);
  const list = useAttendanceDays(search);
  const count = useAttendanceDaysCount(search);
  const [editing, setEditing] = useState<AttendanceDayRow | null>(null);
  const columns: TableColumnsType<AttendanceDayRow> = [
    {
      key: 'PERSON',
      title: t`Person`,
      sorter: true,
      width: 200,
      render: (_, r) => (
        <>
          <div>{r.person.name}</div>
          <Typography.Text type="secondary">{r.person.workerNumber}</Typography.Text>
        </>
      ),
    },
    { key: 'PLACE', title: t`Place`, sorter: true, width: 150, ellipsis: true, render: (_, r) => r.place?.name ?? '—' },
    { key: 'CLOCK_IN', title: t`Clock-in`, sorter: true, width: 130, render: (_, r) => <TimesCell records={r.clockIns} /> },
    { key: 'CLOCK_OUT', title: t`Clock-out`, sorter: true, width: 130, render: (_, r) => <TimesCell records={r.clockOuts} /> },
    { key: 'rests', title: t`Rests`, width: 170, render: (_, r) => <RestsCell rests={r.restTimes} /> },
    { key: 'break', title: t`Break time`, width: 110, align: 'right', render: (_, r) => formatMinutes(r.totalBreakTimeMinutes) },
    { key: 'WORKING_TIME', title: t`Working time`, sorter: true, width: 120, align: 'right', render: (_, r) => formatMinutes(r.totalWorkingTimeMinutes) },
    { key: 'ERRORS', title: t`Errors`, sorter: true, width: 220, render: (_, r) => <ErrorTags day={r} /> },
    { key: 'isValid', title: t`Status`, width: 90, render: (_, r) => <ValidityTag day={r} /> },
    {
      key: 'actions',
      title: t`Actions`,
      width: 90,
      render: (_, r) => (
        <Button size="small" onClick={() => setEditing(r)} aria-label={t`Edit the clockings of ${r.person.name}`}>
          {t`Edit`}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={t`Daily attendance by place`}
      description={t`Each person's clockings of the day, with their working time and errors. Fix a day with "Edit".`}
      freeText={search.freeText}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search people`}
      filters={
        <>
          <DatePicker
            aria-label={t`Attendance day`}
            allowClear={false}
            value={dayjs(search.date)}
            onChange={(d) => d && setSearch({ date: d.format('YYYY-MM-DD'), pageIndex: 0 })}
          />
          <PlaceFilter value={search.placeId} onChange={(placeId) => setSearch({ placeId, pageIndex: 0 })} />
          <Checkbox checked={search.errorsOnly} onChange={(e) => setSearch({ errorsOnly: e.target.checked, pageIndex: 0 })}>
            {t`Errors only`}
          </Checkbox>
        </>
      }
    >
      <DataTable
        rowKey={(r) => `${r.person.id}-${r.place?.id ?? ''}`}
        columns={columns}
        caption={t`Daily attendance`}
        empty={<EmptyState title={t`No clockings on this day`} description={t`Nobody has clocked in yet, or the filters match nobody. Pick another day or place.`} />}
        {...toTableState(list, count)}
        search={search}
        onSearchChange={setSearch}
        tableProps={{ tableLayout: 'fixed' }}
      />
      <DayEditModal
        person={editing?.person ?? { id: '', name: '' }}
        day={editing}
        refetch={async () => (await list.mutate())?.items.find((r) => r.person.id === editing?.person.id && r.place?.id === editing.place?.id)}
        onClose={() => setEditing(null)}
      />
    </ListPage>
  );
}
