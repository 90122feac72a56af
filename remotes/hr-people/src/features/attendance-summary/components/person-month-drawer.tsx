import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import type { AttendanceDay } from '@kanri/contracts';
import { useAttendancePersonMonth } from '../api/attendance-summary';
import { ErrorTags, RestsCell, TimesCell, useFormatMinutes, ValidityTag } from './day-parts';
import { DayEditModal } from './day-edit-modal';

/** Props of {@link PersonMonthDrawer}. */
export interface PersonMonthDrawerProps {
  /** The person whose month is open; undefined closes the drawer. */
  personId: string | undefined;
  year: number;
  /** 1-based. */
  month: number;
  placeId?: string;
  onClose: () => void;
}

/**
 * One person's month (001 §3 "Monthly attendance row"), as a drawer over the monthly view: the
 * totals (working days, working time, error days) and each day with records — clock-ins and outs,
 * rests, break and working time, errors — with "Edit" opening the day edit.
 */
export function PersonMonthDrawer({ personId, year, month, placeId, onClose }: PersonMonthDrawerProps) {
  const { t, i18n } = useLingui();
  const formatMinutes = useFormatMinutes();
  const answer = useAttendancePersonMonth(personId, year, month, placeId);
  const [editing, setEditing] = useState<AttendanceDay | null>(null);
  const data = answer.data;
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' });
  const columns: TableColumnsType<AttendanceDay> = [
    { key: 'date', title: t`Day`, width: 130, render: (_, d) => `${formatDate(d.date)} (${weekday.format(new Date(`${d.date}T00:00:00Z`))})` },
    { key: 'clockIns', title: t`Clock-in`, width: 110, render: (_, d) => <TimesCell records={d.clockIns} /> },
    { key: 'clockOuts', title: t`Clock-out`, width: 110, render: (_, d) => <TimesCell records={d.clockOuts} /> },
    { key: 'rests', title: t`Rests`, width: 150, render: (_, d) => <RestsCell rests={d.restTimes} /> },
    { key: 'break', title: t`Break time`, width: 100, align: 'right', render: (_, d) => formatMinutes(d.totalBreakTimeMinutes) },
    { key: 'working', title: t`Working time`, width: 110, align: 'right', render: (_, d) => formatMinutes(d.totalWorkingTimeMinutes) },
    { key: 'errors', title: t`Errors`, render: (_, d) => (d.isValid ? <ValidityTag day={d} /> : <ErrorTags day={d} />) },
    {
      key: 'actions',
      title: t`Actions`,
      width: 90,
      render: (_, d) => (
        <Button size="small" onClick={() => setEditing(d)} aria-label={t`Edit the clockings of ${formatDate(d.date)}`}>
          {t`Edit`}
        </Button>
      ),
    },
  ];
  return (
    <Drawer open={personId !== undefined} onClose={onClose} size={1040} title={data ? t`${data.person.name}: ${year}-${String(month).padStart(2, '0')}` : t`Attendance of the month`} destroyOnHidden>
      {answer.error ? <Alert type="error" showIcon message={answer.error.message} /> : null}
      {data ? (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t`Worker number`}>{data.person.workerNumber}</Descriptions.Item>
            <Descriptions.Item label={t`Working days`}>{data.totalWorkingDays}</Descriptions.Item>
            <Descriptions.Item label={t`Working time`}>{formatMinutes(data.totalWorkingTimeMinutes)}</Descriptions.Item>
            <Descriptions.Item label={t`Error days`}>
              {data.errorDayCount ? <Typography.Text type="danger">{data.errorDayCount}</Typography.Text> : 0}
            </Descriptions.Item>
          </Descriptions>
          <Table<AttendanceDay>
            rowKey="date"
            size="small"
            columns={columns}
            dataSource={data.days}
            pagination={false}
            tableLayout="fixed"
            locale={{ emptyText: t`No clockings in this month.` }}
          />
          <DayEditModal person={data.person} day={editing} refetch={async () => (await answer.mutate())?.days.find((d) => d.date === editing?.date)} onClose={() => setEditing(null)} />
        </>
      ) : null}
    </Drawer>
  );
}
