import { useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import * as v from 'valibot';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useEndpointMutation, useToast } from '@kanri/runtime';
import { abortInstanceBodySchema, operationCoreEndpoints, operationReasonMaxLength, operationCores, type OperationCore, type OperationInstanceDetail } from '@kanri/contracts';
import { useSchemaForm } from '../form/use-schema-form';
import { FormTextAreaField, SchemaForm } from '../form/form-fields';
import { useSubmitError } from '../form/use-submit-error';

/** The dialog's values: the `abortInstance` body's reason (required, not only spaces, at most `operationReasonMaxLength` characters). */
export const abortInstanceFormSchema = v.object({ reason: abortInstanceBodySchema.entries.reason });

/** Props of {@link AbortInstanceDialog}. */
export interface AbortInstanceDialogProps {
  core: OperationCore;
  instance: Pick<OperationInstanceDetail, 'id' | 'version' | 'subject' | 'patternName'>;
  onClose: () => void;
  /** Called after the server aborted the instance (the page refetches it). */
  onAborted: () => void;
}

/**
 * Aborts an instance in progress (001 §4, §7 `PATCH …/operation-instances/{id}/abort` with
 * `{ reason, version }`): its open tasks are canceled and it reads 中止. The reason is required.
 * A 409 (someone finished, aborted or changed it meanwhile) is shown in the dialog with the
 * server's localized message and the dialog stays open; a 400 goes under the reason.
 */
export function AbortInstanceDialog({ core, instance, onClose, onAborted }: AbortInstanceDialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const submitError = useSubmitError();
  const [refused, setRefused] = useState<string | null>(null);
  const abort = useEndpointMutation(operationCoreEndpoints(core).abortInstance, { revalidate: [operationCores[core].apiPrefix, '/v2/audit-logs'] });
  const form = useSchemaForm({
    schema: abortInstanceFormSchema,
    defaultValues: { reason: '' },
    onSubmit: async ({ value, formApi }) => {
      setRefused(null);
      try {
        await abort.trigger({ params: { id: instance.id }, body: { reason: value.reason, version: instance.version } });
        toast.success(t`The instance was aborted.`);
        onClose();
        onAborted();
      } catch (error) {
        if (isApiError(error, 409)) {
          setRefused(error.message);
          return;
        }
        submitError(formApi, error, { title: t`The instance could not be aborted.` });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const subject = instance.subject.name;
  const formId = `abort-instance-${instance.id}`;
  return (
    <Modal
      open
      title={t`Abort this instance?`}
      onCancel={onClose}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t({ message: 'Cancel', context: 'recordEdit' })}</Button>
          <Button danger type="primary" htmlType="submit" form={formId} loading={submitting}>
            {t({ message: 'Abort', context: 'operationInstance' })}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph>{t`"${instance.patternName}" for ${subject} stops here: its open tasks are canceled and nobody can complete them. This cannot be undone.`}</Typography.Paragraph>
        {refused ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={refused}
            description={t`Close this dialog and look at the instance as it is now.`}
          />
        ) : null}
        <SchemaForm form={form} id={formId} aria-label={t`Abort this instance?`}>
          <FormTextAreaField form={form} name="reason" label={t`Abort reason`} required maxLength={operationReasonMaxLength} showCount rows={3} />
        </SchemaForm>
      </Flex>
    </Modal>
  );
}
