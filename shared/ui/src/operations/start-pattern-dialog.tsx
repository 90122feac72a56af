import { useState } from 'react';
import * as v from 'valibot';
import { Alert, Button, Checkbox, Flex, Modal, Tag, Typography } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useNavigate } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useEndpointMutation, useToast } from '@kanri/runtime';
import {
  messages,
  operationCoreEndpoints,
  operationCores,
  operationDeviceCategoryLabels,
  operationDeviceCategoryValues,
  startPatternMaxSubjects,
  type OperationCore,
  type OperationPackageRow,
  type OperationPatternRow,
} from '@kanri/contracts';
import { useSchemaForm, applyServerFieldErrors } from '../form/use-schema-form';
import { FormCustomField, FormDateField, FormRadioField, FormTextField, SchemaForm } from '../form/form-fields';
import { WorkerPicker } from '../pickers/worker-picker';
import { DevicePicker } from '../pickers/device-picker';
import { PlacePicker } from '../pickers/place-picker';
import { deviceInventoryPath } from './operation-labels';

/** Longest title of a start (`startPattern`'s `title`). */
export const startPatternTitleMaxLength = 100;

/** The start dialog's values: `SUBJECTS` names the subjects; `CATEGORIES` (device packages) takes every device of the chosen groups. */
const startFormSchema = v.pipe(
  v.object({
    anchorDate: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.isoDate(messages.isoDate.id)),
    title: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(startPatternTitleMaxLength, messages.maxLength.id))),
    mode: v.picklist(['SUBJECTS', 'CATEGORIES'] as const, messages.picklist.id),
    subjectIds: v.pipe(v.array(v.string()), v.maxLength(startPatternMaxSubjects, messages.maxItems.id)),
    deviceCategories: v.array(v.picklist(operationDeviceCategoryValues)),
  }),
  v.forward(
    v.partialCheck(
      [['mode'], ['subjectIds']],
      (input: { mode: string; subjectIds: string[] }) => input.mode !== 'SUBJECTS' || input.subjectIds.length > 0,
      messages.required.id,
    ),
    ['subjectIds'],
  ),
  v.forward(
    v.partialCheck(
      [['mode'], ['deviceCategories']],
      (input: { mode: string; deviceCategories: string[] }) => input.mode !== 'CATEGORIES' || input.deviceCategories.length > 0,
      messages.required.id,
    ),
    ['deviceCategories'],
  ),
);
type StartFormValues = v.InferInput<typeof startFormSchema>;

/** Props of {@link StartPatternDialog}. */
export interface StartPatternDialogProps {
  core: OperationCore;
  operationPackage: Pick<OperationPackageRow, 'id' | 'kind' | 'subjectKind' | 'name'>;
  pattern: Pick<OperationPatternRow, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
  /** After a start (not for a device inventory, which opens its own screen): show the new instances. */
  onStarted?: (result: { requestId: string; instanceIds: string[] }) => void;
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Starts a pattern (001 §7 `POST P/operation-packages/{id}/patterns/{patternId}`; issue 14): the
 * anchor date the due dates count from, an optional title, and the subjects — people, devices or
 * places by the package's subject kind, added one by one with the kit's picker (several may be
 * chosen) — or, for a device package, every device assigned to a person and/or installed at a place
 * (`deviceCategories`). The server's 400 / 409 field errors (a subject that already has an open
 * instance: `subjectIds`) show under the fields; other refusals in a toast. A device inventory start
 * opens the inventory screen of the new request; any other start calls `onStarted`.
 */
export function StartPatternDialog({ core, operationPackage, pattern, open, onClose, onStarted }: StartPatternDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const start = useEndpointMutation(operationCoreEndpoints(core).startPattern, { revalidate: [operationCores[core].apiPrefix] });
  // the chosen subjects' names, for their tags (the form holds only ids)
  const [names, setNames] = useState<Record<string, string>>({});
  const isDevice = operationPackage.subjectKind === 'DEVICE';

  const form = useSchemaForm({
    schema: startFormSchema,
    defaultValues: { anchorDate: today(), title: null, mode: 'SUBJECTS', subjectIds: [], deviceCategories: [...operationDeviceCategoryValues] } as StartFormValues,
    onSubmit: async ({ value, formApi }) => {
      const byCategories = isDevice && value.mode === 'CATEGORIES';
      try {
        const result = await start.trigger({
          params: { id: operationPackage.id, patternId: pattern.id },
          body: {
            anchorDate: value.anchorDate,
            title: value.title ? value.title : null,
            subjectIds: byCategories ? null : value.subjectIds,
            deviceCategories: byCategories ? value.deviceCategories : null,
          },
        });
        const count = result.instanceIds.length;
        toast.success(plural(count, { one: 'Started # instance.', other: 'Started # instances.' }));
        onClose();
        if (operationPackage.kind === 'DEVICE_INVENTORY') navigate(deviceInventoryPath(pattern.id, result.requestId));
        else onStarted?.(result);
      } catch (error) {
        if (isApiError(error, 401) || isApiError(error, 403)) return;
        const title = t`The pattern could not be started.`;
        if (isApiError(error) && (error.status === 400 || error.status === 409) && error.fieldErrors.length) {
          // a start for device groups has no subject field: "no device in these groups" belongs under the groups
          const fieldErrors = byCategories ? error.fieldErrors.map((one) => (one.path.startsWith('subjectIds') ? { ...one, path: 'deviceCategories' } : one)) : error.fieldErrors;
          const unmatched = applyServerFieldErrors(formApi, { fieldErrors });
          if (unmatched.length) toast.destructive(title, unmatched.join(' '));
          return;
        }
        toast.destructive(title, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const mode = useStore(form.store, (state) => state.values.mode);
  const subjectLabel = { PERSON: t({ message: 'People', context: 'operation subjects' }), DEVICE: t({ message: 'Devices', context: 'operation subjects' }), PLACE: t({ message: 'Places', context: 'operation subjects' }) }[operationPackage.subjectKind];
  const patternName = pattern.name;

  const addSubject = (ids: string[], onChange: (ids: string[]) => void) => (id: string | null, option?: { name: string }) => {
    if (!id || ids.includes(id)) return;
    if (option) setNames((previous) => ({ ...previous, [id]: option.name }));
    onChange([...ids, id]);
  };

  return (
    <Modal open={open} title={t`Start ${patternName}`} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      <SchemaForm form={form} aria-label={t`Start the pattern`}>
        <Typography.Paragraph type="secondary">
          {t`Each subject gets its own instance with the pattern's steps and tasks. Due dates count from the anchor date.`}
        </Typography.Paragraph>
        <FormDateField form={form} name="anchorDate" label={t`Anchor date`} required description={t`For example the first day of work, the last day or the move date.`} />
        <FormTextField form={form} name="title" label={t`Title`} maxLength={startPatternTitleMaxLength} showCount emptyValue={null} placeholder={t`For example: April 2026 joiners`} />
        {isDevice ? (
          <FormRadioField
            form={form}
            name="mode"
            label={t`Devices to include`}
            options={[
              { value: 'SUBJECTS', label: t`Choose devices` },
              { value: 'CATEGORIES', label: t`All devices in use or installed` },
            ]}
          />
        ) : null}
        {isDevice && mode === 'CATEGORIES' ? (
          <FormCustomField form={form} name="deviceCategories" label={t`Device groups`} required>
            {(control) => (
              <div role="group" id={control.id} aria-labelledby={control.labelId} aria-invalid={control['aria-invalid']} aria-describedby={control['aria-describedby']}>
                <Checkbox.Group
                  value={control.value}
                  onChange={(values) => control.onChange(values)}
                  options={operationDeviceCategoryValues.map((value) => ({ value, label: i18n._(operationDeviceCategoryLabels[value]) }))}
                />
              </div>
            )}
          </FormCustomField>
        ) : (
          <FormCustomField form={form} name="subjectIds" label={subjectLabel} required description={t`Search and choose one at a time; each choice is added to the list.`}>
            {(control) => {
              const add = addSubject(control.value, control.onChange);
              const pickerProps = {
                value: null,
                id: control.id,
                status: control.status,
                'aria-invalid': control['aria-invalid'],
                'aria-describedby': control['aria-describedby'],
                'aria-required': control['aria-required'],
              };
              return (
                <div>
                  {operationPackage.subjectKind === 'PERSON' ? (
                    <WorkerPicker {...pickerProps} onChange={(id, option) => add(id, option)} placeholder={t`Add a person`} />
                  ) : operationPackage.subjectKind === 'DEVICE' ? (
                    <DevicePicker {...pickerProps} onChange={(id, option) => add(id, option)} placeholder={t`Add a device`} />
                  ) : (
                    <PlacePicker {...pickerProps} onChange={(id, option) => add(id, option)} placeholder={t`Add a place`} />
                  )}
                  {control.value.length ? (
                    <Flex gap={4} wrap style={{ marginTop: 8 }} role="list" aria-label={t`Chosen subjects`}>
                      {control.value.map((id) => {
                        const name = names[id] ?? id;
                        return (
                          <Tag
                            key={id}
                            role="listitem"
                            closable
                            closeIcon={<span aria-label={t`Remove ${name}`}>×</span>}
                            onClose={(event) => {
                              event.preventDefault();
                              control.onChange(control.value.filter((one) => one !== id));
                            }}
                          >
                            {name}
                          </Tag>
                        );
                      })}
                    </Flex>
                  ) : null}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t`${control.value.length} chosen`}
                  </Typography.Text>
                </div>
              );
            }}
          </FormCustomField>
        )}
        {operationPackage.kind === 'DEVICE_INVENTORY' ? (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t`Each device's assigned person is asked to report it in their individual area. The inventory screen opens after the start.`} />
        ) : null}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t({ message: 'Start', context: 'startPattern' })}
          </Button>
        </Flex>
      </SchemaForm>
    </Modal>
  );
}
