import { Button, Flex, Skeleton, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { ErrorState, FormDateField, FormSelectField, FormTextAreaField, SchemaForm } from '@kanri/ui';
import { addDeviceLifecycleEventBodySchema, deviceMemoMaxLength, type AddDeviceLifecycleEventBody, type DeviceDetail } from '@kanri/contracts';
import { useAddDeviceLifecycleEvent, useDeviceLifecycleEvents } from '../api/device-lifecycle-events';
import { DeviceCard } from './device-form-fields';
import { deviceLifecycleEventLabels, deviceLifecycleStatusLabels } from './device-labels';
import { useDeviceCommandForm } from './use-device-command-form';

const eventColors: Record<string, string> = { ORDERED: 'gray', PROCURED: 'green', TROUBLED: 'red', RECOVERED: 'blue', DECOMMISSIONED: 'gray', DELETED: 'gray' };

/** Records the next lifecycle event: only the events the state allows are offered; the server's refusal shows under its field. */
function AddLifecycleEventForm({ device }: { device: DeviceDetail }) {
  const { t, i18n } = useLingui();
  const add = useAddDeviceLifecycleEvent();
  const { form, submitting } = useDeviceCommandForm({
    device,
    schema: addDeviceLifecycleEventBodySchema,
    defaultValues: { event: device.allowedLifecycleEvents[0] ?? null, occurredOn: dayjs().format('YYYY-MM-DD'), note: null, version: device.version } as unknown as AddDeviceLifecycleEventBody,
    send: add.trigger,
    success: (value) => {
      const label = i18n._(deviceLifecycleEventLabels[value.event]);
      return t`The event "${label}" was recorded.`;
    },
    failure: t`The event could not be recorded.`,
    resetOnSuccess: true,
  });
  return (
    <SchemaForm form={form} aria-label={t`Add lifecycle event`}>
      <FormSelectField
        form={form}
        name="event"
        label={t`Event`}
        required
        allowClear={false}
        options={device.allowedLifecycleEvents.map((event) => ({ value: event, label: i18n._(deviceLifecycleEventLabels[event]) }))}
      />
      <FormDateField form={form} name="occurredOn" label={t`Date`} required />
      <FormTextAreaField form={form} name="note" label={t`Note`} maxLength={deviceMemoMaxLength} showCount emptyValue={null} rows={2} />
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t`Record event`}
        </Button>
      </Flex>
    </SchemaForm>
  );
}

/**
 * The lifecycle tab (001 §3, §4; docs/devices.md §Lifecycle): the events as a timeline, oldest
 * first (event, date, note, who recorded it), the current state, and a form for the next event
 * offering only what the state allows (`allowedLifecycleEvents`); an order or date the server
 * refuses shows its message under the field. A deleted device takes no further events.
 */
export function DeviceLifecycleTab({ device }: { device: DeviceDetail }) {
  const { t, i18n } = useLingui();
  const events = useDeviceLifecycleEvents(device.id);
  const items = events.data?.items ?? [];
  const state = device.lifecycleStatus ? i18n._(deviceLifecycleStatusLabels[device.lifecycleStatus]) : t`No events yet`;
  return (
    <Flex gap={16} wrap align="flex-start">
      <div style={{ flex: '1 1 360px' }}>
        <DeviceCard title={t`Lifecycle`}>
          <Typography.Paragraph>{t`Current state: ${state}`}</Typography.Paragraph>
          {events.error && !events.data ? (
            <ErrorState onRetry={() => void events.mutate()} />
          ) : !events.data ? (
            <Skeleton active />
          ) : items.length === 0 ? (
            <Typography.Text type="secondary">{t`No lifecycle events yet.`}</Typography.Text>
          ) : (
            <Timeline
              aria-label={t`Lifecycle events`}
              items={items.map((item) => ({
                key: item.id,
                color: eventColors[item.event],
                content: (
                  <Flex vertical>
                    <Typography.Text strong>{i18n._(deviceLifecycleEventLabels[item.event])}</Typography.Text>
                    <span>{formatDate(item.occurredOn, 'date')}</span>
                    {item.note ? <span style={{ whiteSpace: 'pre-wrap' }}>{item.note}</span> : null}
                    {item.recordedBy ? <Typography.Text type="secondary">{t`Recorded by ${item.recordedBy.name}`}</Typography.Text> : null}
                  </Flex>
                ),
              }))}
            />
          )}
        </DeviceCard>
      </div>
      <div style={{ flex: '1 1 320px' }}>
        <DeviceCard title={t`Add lifecycle event`}>
          {device.allowedLifecycleEvents.length ? (
            <AddLifecycleEventForm key={device.version} device={device} />
          ) : (
            <Typography.Text type="secondary">{t`A deleted device takes no further events.`}</Typography.Text>
          )}
        </DeviceCard>
      </div>
    </Flex>
  );
}
