import { Tag } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';

/** Whole days from `today` to `date` (both `YYYY-MM-DD`): 0 today, negative when past. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Today's date in Tokyo as `YYYY-MM-DD` (the API counts days left the same way). */
export function tokyoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Days left until a due date, coloured: red when overdue or today, orange within `warnDays`, green
 * beyond. `daysLeft` is given by the alerts; otherwise it is counted from today (Tokyo).
 */
export function DaysLeftTag({ date, daysLeft, warnDays }: { date: string; daysLeft?: number; warnDays: number }) {
  const { t } = useLingui();
  const left = daysLeft ?? daysBetween(tokyoToday(), date);
  const overdue = -left;
  const text = left < 0 ? t`${overdue} days overdue` : left === 0 ? t`Due today` : t`${left} days left`;
  const color = left <= 0 ? 'red' : left <= warnDays ? 'orange' : 'green';
  return <Tag color={color}>{text}</Tag>;
}

/** A due date with its days-left tag, or nothing when unset. */
export function DueDate({ date, warnDays }: { date: string | null; warnDays: number }) {
  if (!date) return null;
  return (
    <span>
      {formatDate(date)} <DaysLeftTag date={date} warnDays={warnDays} />
    </span>
  );
}
