import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin, ConfigProvider } from 'antd';
import { useStore } from '@tanstack/react-form';
import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useToast } from '@kanri/runtime';
import { FormRadioField, FormTextAreaField, FormTextField, SchemaForm, applyServerFieldErrors, useSchemaForm } from '@kanri/ui';
import {
  deviceInventoryConditionLabels,
  deviceReportResultLabels,
  deviceScanModeLabels,
  reportIndividualDeviceBodySchema,
  selfReportMemoMaxLength,
  selfReportTagMaxLength,
  type IndividualTaskDetail,
  type ReportIndividualDeviceBody,
} from '@kanri/contracts';
import { useReportDevice } from '../api/self-report';
import type { ScannerProblem } from './barcode-scanner';

// the camera and the barcode library load only when the user opens the scanner
const BarcodeScanner = lazy(async () => ({ default: (await import('./barcode-scanner')).BarcodeScanner }));

type SelfReportValues = {
  reportResult: ReportIndividualDeviceBody['reportResult'] | null;
  deviceCondition: ReportIndividualDeviceBody['deviceCondition'];
  scanMode: ReportIndividualDeviceBody['scanMode'];
  scannedValue: string | null;
  memo: string | null;
};

const formId = 'device-self-report';

/**
 * The device self-report of a DEVICE_SELF_REPORT task (000 §3 "Device inventory task item", §4),
 * inside `/individual/task/{id}`: "I have this device" — scan the asset tag with the camera (SCAN;
 * a refused or missing camera falls back to typing) or type it (ASSET_TAG), its condition GOOD or
 * BAD, an optional memo — or "I don't have it" with a required memo. The rules are
 * `reportIndividualDeviceBodySchema`'s; the server also checks the tag is the device's (400 under
 * the tag). Once sent, the report shows read-only. Built for a phone: one column, large buttons.
 */
export function DeviceSelfReport({ task, onChanged }: { task: IndividualTaskDetail; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  if (task.selfReport) {
    const r = task.selfReport;
    return (
      <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Your report`}</h2>}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'result', label: t`Result`, children: i18n._(deviceReportResultLabels[r.reportResult]) },
            ...(r.reportResult === 'OWNED' ? [{ key: 'condition', label: t`Condition`, children: i18n._(deviceInventoryConditionLabels[r.deviceCondition]) }] : []),
            ...(r.scanMode ? [{ key: 'mode', label: t`Read by`, children: `${i18n._(deviceScanModeLabels[r.scanMode])} (${r.scannedValue ?? ''})` }] : []),
            ...(r.memo ? [{ key: 'memo', label: t`Memo`, children: r.memo }] : []),
            { key: 'at', label: t`Reported`, children: formatDate(r.reportedAt, 'dateTime') },
          ]}
        />
      </Card>
    );
  }
  if (!task.actionable) return null;
  if (!task.device) return <Alert type="warning" showIcon message={t`The device of this task no longer exists. Ask your IT staff.`} />;
  return <SelfReportForm task={task} onChanged={onChanged} />;
}

function SelfReportForm({ task, onChanged }: { task: IndividualTaskDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const report = useReportDevice();
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<ScannerProblem | null>(null);
  const form = useSchemaForm<SelfReportValues, ReportIndividualDeviceBody>({
    // the form starts with nothing chosen (null): the schema answers "required" for it
    schema: reportIndividualDeviceBodySchema as unknown as v.GenericSchema<SelfReportValues, ReportIndividualDeviceBody>,
    defaultValues: { reportResult: null, deviceCondition: null, scanMode: null, scannedValue: null, memo: null },
    onSubmit: async ({ value, formApi }) => {
      try {
        await report.trigger({ params: { id: task.id }, body: value });
        toast.success(t`Thank you. Your report was sent.`);
        onChanged();
      } catch (error) {
        if (isApiError(error, 400) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          if (unmatched.length) toast.destructive(error.message, unmatched.join('\n'));
          return;
        }
        if (isApiError(error, 409)) onChanged();
        toast.destructive(t`The report could not be sent.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const result = useStore(form.store, (s) => s.values.reportResult);
  const scanMode = useStore(form.store, (s) => s.values.scanMode);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const device = task.device!;

  const startTyping = () => {
    form.setFieldValue('scanMode', 'ASSET_TAG');
    setScanning(false);
  };
  // choosing "scan" opens the camera at once
  const mode = useRef(scanMode);
  useEffect(() => {
    if (scanMode === 'SCAN' && mode.current !== 'SCAN') {
      setProblem(null);
      setScanning(true);
    }
    if (scanMode !== 'SCAN') setScanning(false);
    mode.current = scanMode;
  }, [scanMode]);
  const problemText: Record<ScannerProblem, string> = {
    unsupported: t`No camera can be used on this device. Type the asset tag instead.`,
    denied: t`The camera was not allowed. Type the asset tag instead, or allow the camera in your browser's settings.`,
    failed: t`The camera could not be started. Type the asset tag instead.`,
  };

  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Self-report`}</h2>}>
      <Flex vertical gap={12}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'name', label: t`Device`, children: device.name },
            ...(device.model ? [{ key: 'model', label: t`Model`, children: device.model }] : []),
          ]}
        />
        <ConfigProvider componentSize="large">
          <SchemaForm form={form} id={formId} aria-label={t`Self-report`}>
            <FormRadioField
              form={form}
              name="reportResult"
              label={t`Do you have this device?`}
              required
              optionType="button"
              options={[
                { value: 'OWNED', label: t`I have this device` },
                { value: 'NOT_OWNED', label: t`I don't have it` },
              ]}
            />
            {result === 'OWNED' ? (
              <>
                <FormRadioField
                  form={form}
                  name="deviceCondition"
                  label={t`Condition`}
                  required
                  optionType="button"
                  options={[
                    { value: 'GOOD', label: t`Good` },
                    { value: 'BAD', label: t`Bad` },
                  ]}
                />
                <FormRadioField
                  form={form}
                  name="scanMode"
                  label={t`How will you read the asset tag?`}
                  description={t`Scan the asset tag on the device with your camera, or type it.`}
                  required
                  optionType="button"
                  options={[
                    { value: 'SCAN', label: t`Scan with the camera` },
                    { value: 'ASSET_TAG', label: t`Type it` },
                  ]}
                />
                {problem ? <Alert type="warning" showIcon message={problemText[problem]} style={{ marginBottom: 12 }} /> : null}
                {scanMode === 'SCAN' && scanning ? (
                  <Suspense fallback={<Spin />}>
                    <BarcodeScanner
                      onRead={(value) => {
                        form.setFieldValue('scannedValue', value);
                        setScanning(false);
                        toast.success(t`Read: ${value}`);
                      }}
                      onProblem={(p) => {
                        setProblem(p);
                        startTyping();
                      }}
                      onClose={() => setScanning(false)}
                    />
                  </Suspense>
                ) : null}
                {scanMode === 'SCAN' && !scanning ? (
                  <Button size="large" block style={{ marginBottom: 12 }} onClick={() => setScanning(true)}>
                    {t`Open the camera`}
                  </Button>
                ) : null}
                {scanMode ? (
                  <FormTextField
                    form={form}
                    name="scannedValue"
                    label={scanMode === 'SCAN' ? t`Scanned asset tag` : t`Asset tag`}
                    required
                    maxLength={selfReportTagMaxLength}
                    emptyValue={null}
                  />
                ) : null}
              </>
            ) : null}
            {result ? (
              <FormTextAreaField
                form={form}
                name="memo"
                label={result === 'NOT_OWNED' ? t`Why don't you have it?` : t`Memo`}
                required={result === 'NOT_OWNED'}
                maxLength={selfReportMemoMaxLength}
                showCount
                rows={3}
                emptyValue={null}
              />
            ) : null}
            <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
              {t`Send the report`}
            </Button>
          </SchemaForm>
        </ConfigProvider>
      </Flex>
    </Card>
  );
}
