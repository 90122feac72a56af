import { Space, Tag, Tooltip, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import {
  clockInErrorLabels,
  clockOutErrorLabels,
  restTimeErrorLabels,
  type DaySummary,
  type RestTime,
  type TimeRecordRef,
} from '@kanri/contracts';

/**
 * A duration in minutes as hours and minutes (`495` → `8:15` in English, `8時間15分` in Japanese),
 * the way the summaries show working and break time.
 */
export function useFormatMinutes(): (minutes: number) => string {
  const { t } = useLingui();
  return (total: number) => {
    const hours = Math.floor(total / 60);
    const paddedMinutes = String(total % 60).padStart(2, '0');
    return t({ message: `${hours}:${paddedMinutes}`, context: 'duration in hours and minutes' });
  };
}

/** The "edited" mark of a record or rest, its reason in the tooltip. */
function EditedMark({ reason }: { reason: string | null }) {
  const { t } = useLingui();
  return (
    <Tooltip title={reason ? t`Edit reason: ${reason}` : undefined}>
      <Tag color="gold" style={{ marginInlineStart: 4 }}>
        {t({ message: 'Edited', context: 'timeRecord' })}
      </Tag>
    </Tooltip>
  );
}

/** Clock-ins or clock-outs of a day: each time with its edited mark; `—` when none. */
export function TimesCell({ records }: { records: readonly TimeRecordRef[] }) {
  if (!records.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {records.map((r) => (
        <span key={r.id}>
          {r.time}
          {r.isEdited ? <EditedMark reason={r.editReason} /> : null}
        </span>
      ))}
    </Space>
  );
}

/** The rests of a day as `12:00–13:00` (`—` for a missing side), edited marks included. */
export function RestsCell({ rests }: { rests: readonly RestTime[] }) {
  if (!rests.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {rests.map((r) => (
        <span key={`${r.start?.id ?? ''}-${r.end?.id ?? ''}`}>
          {r.start?.time ?? '—'}–{r.end?.time ?? '—'}
          {r.isEdited ? <EditedMark reason={r.editReason} /> : null}
        </span>
      ))}
    </Space>
  );
}

/** Every error of a day as red tags (clock-in, clock-out, then each rest's), each label once. */
export function ErrorTags({ day }: { day: Pick<DaySummary, 'clockInErrors' | 'clockOutErrors' | 'restTimes'> }) {
  const { i18n } = useLingui();
  const labels = [
    ...day.clockInErrors.map((e) => i18n._(clockInErrorLabels[e])),
    ...day.clockOutErrors.map((e) => i18n._(clockOutErrorLabels[e])),
    ...day.restTimes.flatMap((r) => r.errors.map((e) => i18n._(restTimeErrorLabels[e]))),
  ];
  if (!labels.length) return null;
  return (
    <Space size={[0, 4]} wrap>
      {[...new Set(labels)].map((label) => (
        <Tag key={label} color="red">
          {label}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * Whether the day is valid: a green "OK" or a red "Error" tag, or a blue "Working" one for a valid
 * day with a clock-in and no clock-out yet (the server flags a missing clock-out on every day but
 * today, so a valid day without one is today's, still going on: docs/time-and-attendance.md).
 */
export function ValidityTag({ day }: { day: Pick<DaySummary, 'isValid' | 'clockIns' | 'clockOuts'> }) {
  const { t } = useLingui();
  if (!day.isValid) return <Tag color="red">{t({ message: 'Error', context: 'attendance day validity' })}</Tag>;
  if (day.clockIns.length > 0 && day.clockOuts.length === 0) return <Tag color="blue">{t({ message: 'Working', context: 'attendance day validity' })}</Tag>;
  return <Tag color="green">{t({ message: 'OK', context: 'attendance day validity' })}</Tag>;
}
