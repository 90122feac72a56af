import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';

/** Picks a month (`month` 1-based, 001 §9) of a year; never empty. */
export function MonthPicker({ year, month, onChange }: { year: number; month: number; onChange: (value: { year: number; month: number }) => void }) {
  const { t } = useLingui();
  return (
    <DatePicker
      picker="month"
      aria-label={t`Month`}
      allowClear={false}
      value={dayjs(`${year}-${String(month).padStart(2, '0')}-01`)}
      onChange={(d) => d && onChange({ year: d.year(), month: d.month() + 1 })}
    />
  );
}

/** The day a month's link to the daily view opens: today in this month, else the month's first day. */
export function dayOfMonth(year: number, month: number, today: string): string {
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return today.startsWith(prefix) ? today : `${prefix}-01`;
}
