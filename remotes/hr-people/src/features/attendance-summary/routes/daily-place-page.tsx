import { useMemo, useState } from 'react';
import { Button, Checkbox, DatePicker, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, DataTable, EmptyState, ListPage, SavedViewsButton, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { attendanceDaysSearchSchema, type AttendanceDayRow } from '@kanri/contracts';
import { useAttendanceDays, useAttendanceDaysCount } from '../api/attendance-summary';
import { ErrorTags, RestsCell, TimesCell, useFormatMinutes, ValidityTag } from '../components/day-parts';
import { PlaceFilter } from '../components/place-filter';
import { DayEditModal } from '../components/day-edit-modal';

/** The `tableId` of the daily attendance list's column settings (and of its saved views). */
export const dailyAttendanceTableId = 'attendance-daily-place';

/**
 * The daily attendance's columns: person (always shown), place, clock-ins, clock-outs, rests,
 * break and working time, errors, status and the "Edit" button (`onEdit`). Sortable columns' keys
 * are the search's `sortColumn` values; every key is what the column settings save.
 */
function useDailyAttendanceColumns(onEdit: (day: AttendanceDayRow) => void): TableColumnsType<AttendanceDayRow> {
  const { t } = useLingui();
  const formatMinutes = useFormatMinutes();
  return useMemo<TableColumnsType<AttendanceDayRow>>(() => [
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
        <Button size="small" onClick={() => onEdit(r)} aria-label={t`Edit the clockings of ${r.person.name}`}>
          {t`Edit`}
        </Button>
      ),
    },
    // formatMinutes is a new closure each render that reads only the locale (`t`)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [t, onEdit]);
}

/**
 * `/time-and-attendance/summary/daily-place` (001 §2 "Time and attendance", §3 "Time attendance
 * day"): one day (default today in Tokyo), one place or all, each person's clock-ins, clock-outs,
 * rests, break and working time, the day's errors as red tags and whether it is valid; "errors
 * only" and sorting by errors put the days to fix first; a row's "Edit" opens the day edit. The
 * user's column settings (`dailyAttendanceTableId`) and saved views (`SavedViewsButton`, issue 31
 * §4: the menu reads the views when it first opens).
 */
export function DailyPlacePage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(attendanceDaysSearchSchema);
  const list = useAttendanceDays(search);
  const count = useAttendanceDaysCount(search);
  const [editing, setEditing] = useState<AttendanceDayRow | null>(null);
  const columns = useDailyAttendanceColumns(setEditing);
  const columnSettings = useListColumnSettings(dailyAttendanceTableId, columns, { fixed: ['PERSON'] });
  return (
    <ListPage
      title={t`Daily attendance by place`}
      description={t`Each person's clockings of the day, with their working time and errors. Fix a day with "Edit".`}
      freeText={search.freeText}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search people`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={attendanceDaysSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
        </>
      }
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
        columnSettings={columnSettings}
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
