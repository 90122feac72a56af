import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Space, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useToast } from '@kanri/runtime';
import { useStaleVersion } from '@kanri/ui';
import { timeOfDayPattern, type AttendanceDay, type TimeRecordEditBody, type TimeRecordType } from '@kanri/contracts';
import { useEditTimeRecords } from '../api/attendance-summary';
import { ErrorTags } from './day-parts';

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values, not text
const addButtonsStyle = { margin: '12px 0' };

/** One line of the edit form: an existing record (with `recordId` and the `version` read) or a new clock-in/out. */
interface EditRow {
  key: string;
  recordId?: string;
  version?: number;
  recordType: TimeRecordType;
  time: string;
  original?: string;
  deleted: boolean;
}

const rowsOf = (day: AttendanceDay | null): EditRow[] => {
  if (!day) return [];
  const rows: EditRow[] = [
    ...day.clockIns.map((r) => ({ recordType: 'CLOCK_IN' as const, ref: r })),
    ...day.restTimes.flatMap((rest) => [
      ...(rest.start ? [{ recordType: 'REST_START' as const, ref: rest.start }] : []),
      ...(rest.end ? [{ recordType: 'REST_END' as const, ref: rest.end }] : []),
    ]),
    ...day.clockOuts.map((r) => ({ recordType: 'CLOCK_OUT' as const, ref: r })),
  ].map(({ recordType, ref }) => ({ key: ref.id, recordId: ref.id, version: ref.version, recordType, time: ref.time, original: ref.time, deleted: false }));
  return rows.sort((a, b) => a.time.localeCompare(b.time));
};

/** The edit payload of the form's rows, and which row each `creates.N` / `updates.N` / `deletes.N` is. */
export function editPayload(rows: readonly EditRow[]) {
  const creates = rows.filter((r) => !r.recordId && !r.deleted);
  const updates = rows.filter((r) => r.recordId && !r.deleted && r.time !== r.original);
  const deletes = rows.filter((r) => r.recordId && r.deleted);
  const rowAt: Record<string, string> = {};
  creates.forEach((r, i) => (rowAt[`creates.${i}`] = r.key));
  updates.forEach((r, i) => (rowAt[`updates.${i}`] = r.key));
  deletes.forEach((r, i) => (rowAt[`deletes.${i}`] = r.key));
  return {
    creates: creates.map((r) => ({ recordType: r.recordType as 'CLOCK_IN' | 'CLOCK_OUT', time: r.time })),
    updates: updates.map((r) => ({ timeRecordId: r.recordId!, time: r.time, version: r.version! })),
    deletes: deletes.map((r) => ({ timeRecordId: r.recordId!, version: r.version! })),
    rowAt,
  };
}

/** Props of {@link DayEditModal}. */
export interface DayEditModalProps {
  /** The person whose day is edited (`name` in the request's language). */
  person: { id: string; name: string };
  /** The day as the summaries show it; null closes the modal. */
  day: AttendanceDay | null;
  /** Reads the day as it is now (Reload after a stale version). */
  refetch: () => Promise<AttendanceDay | undefined>;
  onClose: () => void;
}

/**
 * The day edit (打刻修正, 001 §3 "Time-record edit payload"; docs/time-and-attendance.md "The
 * edit"): change or delete the day's records, add clock-ins and clock-outs (HH:MM, 24-hour), with a
 * required reason; saved in one `PATCH /v2/time-records`. The server's field errors show under the
 * lines they name; after saving, the form shows the day as the server recomputed it (its errors or
 * "no errors") and the summaries reload. Changed and deleted records carry the `version` read; a
 * stale one (409, someone else edited the day first; issue 29) keeps what was typed and says the
 * clockings changed, with Reload (the lines start again from the day as it is now).
 */
export function DayEditModal({ person, day, refetch, onClose }: DayEditModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={day !== null}
      title={day ? t`Edit the clockings of ${person.name} on ${formatDate(day.date)}` : null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
    >
      {day ? <DayEditForm key={`${person.id}-${day.date}`} person={person} day={day} refetch={refetch} onClose={onClose} /> : null}
    </Modal>
  );
}

function DayEditForm({ person, day, refetch, onClose }: Omit<DayEditModalProps, 'day'> & { day: AttendanceDay }) {
  const { t } = useLingui();
  const toast = useToast();
  const edit = useEditTimeRecords();
  const [rows, setRows] = useState<EditRow[]>(() => rowsOf(day));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<AttendanceDay | null>(null);
  const [counter, setCounter] = useState(0);
  // the versions are the rows' own; Reload starts the rows again from the day as it is now
  const stale = useStaleVersion(day, {
    refetch,
    onReloaded: (current) => {
      setRows(rowsOf(current));
      setErrors({});
    },
    title: t`Someone else changed the clockings of this day while you were editing them.`,
  });
  const typeLabels: Record<TimeRecordType, string> = useMemo(
    () => ({
      CLOCK_IN: t({ message: 'Clock-in', context: 'time record type' }),
      CLOCK_OUT: t({ message: 'Clock-out', context: 'time record type' }),
      REST_START: t({ message: 'Rest start', context: 'time record type' }),
      REST_END: t({ message: 'Rest end', context: 'time record type' }),
    }),
    [t],
  );

  const setRow = (key: string, patch: Partial<EditRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = (recordType: 'CLOCK_IN' | 'CLOCK_OUT') => {
    setRows((all) => [...all, { key: `new-${counter}`, recordType, time: '', deleted: false }]);
    setCounter((n) => n + 1);
  };
  const remove = (row: EditRow) => (row.recordId ? setRow(row.key, { deleted: !row.deleted }) : setRows((all) => all.filter((r) => r.key !== row.key)));

  const submit = async () => {
    const own: Record<string, string> = {};
    for (const r of rows) if (!r.deleted && !timeOfDayPattern.test(r.time)) own[r.key] = t`Enter a time as HH:MM, 24-hour (00:00–23:59)`;
    if (!reason.trim()) own.reason = t`Enter the reason for the edit`;
    const { rowAt, ...changes } = editPayload(rows);
    if (!changes.creates.length && !changes.updates.length && !changes.deletes.length) own.form = t`Add, change or delete at least one record`;
    setErrors(own);
    stale.clear();
    if (Object.keys(own).length) return;
    const body: TimeRecordEditBody = { personId: person.id, date: day.date, reason, ...changes };
    try {
      const answer = await edit.trigger({ body });
      setSaved(answer);
      setRows(rowsOf(answer));
      setReason('');
      toast.success(t`The clockings were saved.`);
    } catch (error) {
      if (isApiError(error, 400)) {
        const server: Record<string, string> = {};
        for (const f of error.fieldErrors) {
          const at = Object.keys(rowAt).find((prefix) => f.path.startsWith(`${prefix}.`));
          server[at ? rowAt[at]! : f.path === 'reason' ? 'reason' : 'form'] = f.message;
        }
        setErrors(server);
        return;
      }
      if (isApiError(error, 401) || isApiError(error, 403) || stale.catches(error)) return;
      toast.destructive(t`The clockings could not be saved.`, error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Form layout="vertical" component="div">
      {stale.alert ? <div style={{ marginBottom: 16 }}>{stale.alert}</div> : null}
      {saved ? (
        saved.isValid ? (
          <Alert type="success" showIcon style={{ marginBottom: 16 }} message={t`Saved. The day has no errors now.`} />
        ) : (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t`Saved. The day still has errors:`} description={<ErrorTags day={saved} />} />
        )
      ) : null}
      <Typography.Paragraph type="secondary">{t`Times are HH:MM, 24-hour. Rests can be changed or deleted here; clock-ins and clock-outs can also be added.`}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }} size={8} role="list" aria-label={t`Clockings of the day`}>
        {rows.length === 0 ? <Typography.Text type="secondary">{t`No clockings on this day.`}</Typography.Text> : null}
        {rows.map((row) => (
          <Flex key={row.key} gap={8} align="start" role="listitem">
            <Form.Item
              label={typeLabels[row.recordType]}
              validateStatus={errors[row.key] ? 'error' : undefined}
              help={errors[row.key]}
              style={{ marginBottom: 0, flex: 1 }}
              htmlFor={`time-${row.key}`}
            >
              <Input
                id={`time-${row.key}`}
                value={row.time}
                disabled={row.deleted}
                placeholder="09:00"
                maxLength={5}
                onChange={(e) => setRow(row.key, { time: e.target.value })}
                style={row.deleted ? { textDecoration: 'line-through' } : undefined}
              />
            </Form.Item>
            <Button
              style={{ marginTop: 30 }}
              icon={row.deleted ? <UndoOutlined /> : <DeleteOutlined />}
              aria-label={row.deleted ? t`Keep the ${typeLabels[row.recordType]} at ${row.time}` : t`Delete the ${typeLabels[row.recordType]} at ${row.time || '—'}`}
              onClick={() => remove(row)}
            />
          </Flex>
        ))}
      </Space>
      <Space style={addButtonsStyle}>
        <Button icon={<PlusOutlined />} onClick={() => add('CLOCK_IN')}>
          {t`Add clock-in`}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => add('CLOCK_OUT')}>
          {t`Add clock-out`}
        </Button>
      </Space>
      <Form.Item label={t`Edit reason`} required htmlFor="time-record-edit-reason" validateStatus={errors.reason ? 'error' : undefined} help={errors.reason}>
        <Input.TextArea id="time-record-edit-reason" value={reason} maxLength={200} rows={2} onChange={(e) => setReason(e.target.value)} />
      </Form.Item>
      {errors.form ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errors.form} /> : null}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t`Close`}</Button>
        <Button type="primary" loading={edit.isMutating} onClick={() => void submit()}>
          {t`Save`}
        </Button>
      </Flex>
    </Form>
  );
}
