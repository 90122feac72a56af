import { useMemo, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { DatePicker, Form, Input, Select } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { bulkActionLabels, deviceLifecycleEventValues } from '@kanri/contracts';
import { PlacePicker, type BulkActionOption, type BulkParams } from '@kanri/ui';
import { deviceLifecycleEventLabels } from './device-labels';

const today = () => dayjs().format('YYYY-MM-DD');

/** A date field of an action's parameters (YYYY-MM-DD). */
function DateParam({ label, name, params, set }: { label: string; name: string; params: BulkParams; set: (patch: BulkParams) => void }) {
  const value = typeof params[name] === 'string' && params[name] ? dayjs(params[name] as string) : null;
  return (
    <Form.Item label={label} htmlFor={`bulk-${name}`} required>
      <DatePicker id={`bulk-${name}`} value={value} onChange={(d) => set({ [name]: d ? d.format('YYYY-MM-DD') : '' })} allowClear={false} />
    </Form.Item>
  );
}

/** The note of an action (optional, as on one device's dialogs). */
function NoteParam({ label, params, set }: { label: string; params: BulkParams; set: (patch: BulkParams) => void }) {
  return (
    <Form.Item label={label} htmlFor="bulk-note">
      <Input.TextArea id="bulk-note" rows={2} maxLength={1000} value={(params.note as string | null) ?? ''} onChange={(e) => set({ note: e.target.value || null })} />
    </Form.Item>
  );
}

type DeviceBulkAction = 'DEVICES_CHECK_IN' | 'DEVICES_CHANGE_STATUS' | 'DEVICES_ASSIGN_PLACE';

/**
 * The devices list's bulk actions (issue 31 §2; docs/bulk-actions.md) for `BulkActionsBar`: check
 * in (the check-in date, today by default, and a note), change status (a lifecycle event, its date,
 * a note) and assign to a place (the place, the check-out date, a note). The server applies each
 * with the rules of one device's check-in, lifecycle event and check-out.
 */
export function useDeviceBulkActions(): BulkActionOption[] {
  const { t, i18n } = useLingui();
  return useMemo<BulkActionOption[]>(() => {
    /** One action: its contract label, its parameters (and `note`, null at first) and their fields, above the note's. */
    const action = (name: DeviceBulkAction, initialParams: () => BulkParams, fields: (params: BulkParams, set: (patch: BulkParams) => void) => ReactNode): BulkActionOption => ({
      action: name,
      label: i18n._(bulkActionLabels[name]),
      initialParams: () => ({ ...initialParams(), note: null }),
      renderParams: (params, set) => (
        <Form layout="vertical" component="div">
          {fields(params, set)}
          <NoteParam label={t`Note`} params={params} set={set} />
        </Form>
      ),
    });
    return [
      action('DEVICES_CHECK_IN', () => ({ checkedInOn: today() }), (params, set) => <DateParam label={t`Check-in date`} name="checkedInOn" params={params} set={set} />),
      action(
        'DEVICES_CHANGE_STATUS',
        () => ({ event: 'TROUBLED', occurredOn: today() }),
        (params, set) => (
          <>
            <Form.Item label={t`Event`} htmlFor="bulk-event" required>
              <Select
                id="bulk-event"
                value={params.event as string}
                onChange={(event) => set({ event })}
                options={deviceLifecycleEventValues.map((value) => ({ value, label: i18n._(deviceLifecycleEventLabels[value]) }))}
              />
            </Form.Item>
            <DateParam label={t`Date`} name="occurredOn" params={params} set={set} />
          </>
        ),
      ),
      action(
        'DEVICES_ASSIGN_PLACE',
        () => ({ placeId: '', checkedOutOn: today() }),
        (params, set) => (
          <>
            <Form.Item label={t`Place`} htmlFor="bulk-place" required>
              <PlacePicker id="bulk-place" value={(params.placeId as string) || null} onChange={(placeId) => set({ placeId: placeId ?? '' })} />
            </Form.Item>
            <DateParam label={t`Check-out date`} name="checkedOutOn" params={params} set={set} />
          </>
        ),
      ),
    ];
  }, [t, i18n]);
}
