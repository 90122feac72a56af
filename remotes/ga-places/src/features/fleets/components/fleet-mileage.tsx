import { Button, Card, Flex, Table } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useToast } from '@kanri/runtime';
import { FormDateField, FormNumberField, SchemaForm, useSchemaForm, useSubmitError, ErrorState } from '@kanri/ui';
import { fleetMileageMaxKm, recordFleetMileageBodySchema, type FleetMileageLog, type RecordFleetMileageBody, type RecordFleetMileageInput } from '@kanri/contracts';
import { useFleetMileage } from '../api/get-fleet-mileage';
import { useRecordFleetMileage } from '../api/record-fleet-mileage';
import { tokyoToday } from './due-date-tag';

/**
 * The vehicle's mileage (走行距離): a "Record mileage" form (date, default today; kilometres) and the
 * readings, newest first. A reading lower than the previous one is refused by the API with its
 * message under the kilometres; the form then stays usable for the corrected value.
 */
export function FleetMileage({ fleetId, onRecorded }: { fleetId: string; onRecorded?: () => void }) {
  const { t, i18n } = useLingui();
  const history = useFleetMileage(fleetId);
  const record = useRecordFleetMileage();
  const toast = useToast();
  const onSubmitError = useSubmitError();
  const form = useSchemaForm<RecordFleetMileageInput, RecordFleetMileageBody>({
    schema: recordFleetMileageBodySchema,
    defaultValues: { recordedOn: tokyoToday(), mileageKm: null as unknown as number },
    onSubmit: async ({ value, formApi }) => {
      try {
        await record.trigger({ params: { id: fleetId }, body: value });
        toast.success(t`The mileage was recorded.`);
        formApi.reset({ recordedOn: tokyoToday(), mileageKm: null as unknown as number });
        onRecorded?.();
      } catch (error) {
        onSubmitError(formApi, error, { title: t`The mileage could not be recorded.` });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t`Mileage`}</h2>}>
      <SchemaForm form={form} aria-label={t`Record mileage`}>
        <Flex gap={16} align="flex-end" wrap>
          <FormDateField form={form} name="recordedOn" label={t`Reading date`} required />
          <FormNumberField form={form} name="mileageKm" label={t`Odometer (km)`} required min={0} max={fleetMileageMaxKm} precision={0} />
          <Button type="primary" htmlType="submit" loading={submitting} style={{ marginBottom: 24 }}>
            {t`Record mileage`}
          </Button>
        </Flex>
      </SchemaForm>
      {history.error && !history.data ? (
        <ErrorState description={history.error.message} onRetry={() => void history.mutate()} />
      ) : (
        <Table<FleetMileageLog>
          rowKey="id"
          size="small"
          loading={history.isLoading}
          dataSource={history.data?.items ?? []}
          pagination={false}
          locale={{ emptyText: t`No readings yet.` }}
          columns={[
            { key: 'recordedOn', title: t`Reading date`, width: 160, render: (_, l) => formatDate(l.recordedOn) },
            { key: 'mileageKm', title: t`Odometer (km)`, width: 160, align: 'right', render: (_, l) => l.mileageKm.toLocaleString(i18n.locale) },
            { key: 'recordedBy', title: t`Recorded by`, render: (_, l) => l.recordedBy ?? '—' },
          ]}
        />
      )}
    </Card>
  );
}
