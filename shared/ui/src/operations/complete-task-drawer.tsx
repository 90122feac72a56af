import { useMemo } from 'react';
import { Alert, Button, Drawer, Flex, Typography } from 'antd';
import * as v from 'valibot';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { useEndpointMutation, useToast } from '@kanri/runtime';
import {
  approvalDecisionLabels,
  formValuesSchemaFor,
  initialFormValues,
  messages,
  operationCoreEndpoints,
  operationCores,
  operationReasonMaxLength,
  operationTaskKindLabels,
  type OperationCore,
  type OperationInstanceDetail,
  type OperationTaskInstance,
  type FormValues,
} from '@kanri/contracts';
import { useSchemaForm } from '../form/use-schema-form';
import { GeneratedFormField } from './generated-form-field';
import { FormRadioField, FormTextAreaField, SchemaForm } from '../form/form-fields';
import { useSubmitError } from '../form/use-submit-error';
import { localizeForm, type LocalizedForm } from './operation-instance-labels';


/**
 * Whether staff may complete a task for its assignee here: an open task (not started or in
 * progress) of kind TODO, FORM, APPROVAL or REVIEW. A device self-report is the device holder's
 * own (its scan or typed tag), so it is done in the individual area, and the device inventory
 * reviews it.
 */
export function canCompleteOnBehalf(task: Pick<OperationTaskInstance, 'status' | 'kind'>): boolean {
  return (task.status === 'NOT_STARTED' || task.status === 'IN_PROGRESS') && task.kind !== 'DEVICE_SELF_REPORT';
}


/** What the drawer sends (`completeTaskOnBehalf`'s body). */
type CompleteTaskOutput = { formValues: FormValues | null; decision: 'APPROVED' | 'SENT_BACK' | null; comment: string | null };

/** The drawer's values: the form's answers (FORM), the decision (APPROVAL) and a comment. */
interface CompleteTaskValues {
  formValues: Record<string, unknown> | null;
  decision: 'APPROVED' | 'SENT_BACK' | null;
  comment: string | null;
}

/**
 * The schema of the drawer for one task: a FORM task's answers checked by `formValuesSchemaFor(form)`
 * (the same rules as the individual area and the server); an APPROVAL needs a decision, and a
 * comment when it sends back; the comment is at most `operationReasonMaxLength` characters.
 */
export function completeTaskSchema(task: Pick<OperationTaskInstance, 'kind'>, form: LocalizedForm | undefined) {
  const comment = v.pipe(
    v.nullable(v.pipe(v.string(), v.maxLength(operationReasonMaxLength, messages.maxLength.id))),
    v.transform((text) => (text === null || text.trim() === '' ? null : text.trim())),
  );
  return v.pipe(
    v.object({
      formValues: task.kind === 'FORM' && form ? formValuesSchemaFor(form) : v.null(),
      decision: task.kind === 'APPROVAL' ? v.picklist(['APPROVED', 'SENT_BACK'] as const, messages.required.id) : v.null(),
      comment,
    }),
    v.forward(
      v.partialCheck([['decision'], ['comment']], (x) => x.decision !== 'SENT_BACK' || x.comment !== null, messages.required.id),
      ['comment'],
    ),
  ) as unknown as v.GenericSchema<CompleteTaskValues, CompleteTaskOutput>;
}


/** Props of {@link CompleteTaskOnBehalfDrawer}. */
export interface CompleteTaskOnBehalfDrawerProps {
  core: OperationCore;
  instance: OperationInstanceDetail;
  task: OperationTaskInstance;
  onClose: () => void;
  /** Called after the server completed the task (the page refetches the instance). */
  onCompleted: () => void;
}

/**
 * Staff complete a task for its assignee (`POST …/operation-instances/{id}/tasks/{taskId}/complete`;
 * the audit log records it as done on behalf): a FORM task shows the form generated from its field
 * definitions (text, long text, number, date, choice, checkbox; required marks, counters), checked
 * with `formValuesSchemaFor(form)` before sending and by the server (400 under the fields); an
 * APPROVAL asks approve or send back (a comment is required to send back); other tasks take an
 * optional comment. A refusal (409: the task moved meanwhile) shows the server's message in a toast.
 */
export function CompleteTaskOnBehalfDrawer({ core, instance, task, onClose, onCompleted }: CompleteTaskOnBehalfDrawerProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const submitError = useSubmitError();
  const endpoints = operationCoreEndpoints(core);
  const complete = useEndpointMutation(endpoints.completeTaskOnBehalf, { revalidate: [operationCores[core].apiPrefix, '/v2/audit-logs'] });
  const definition = task.kind === 'FORM' ? instance.forms.find((f) => f.id === task.formId) : undefined;
  const instanceForm = useMemo(() => (definition ? localizeForm(definition, i18n.locale) : undefined), [definition, i18n.locale]);
  const schema = useMemo(() => completeTaskSchema(task, instanceForm), [task, instanceForm]);
  const form = useSchemaForm<CompleteTaskValues, CompleteTaskOutput>({
    schema,
    defaultValues: {
      formValues: instanceForm ? initialFormValues(instanceForm, task.formValues as Record<string, unknown> | null) : null,
      decision: null,
      comment: null,
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await complete.trigger({ params: { id: instance.id, taskId: task.id }, body: value });
        toast.success(t`The task "${task.name}" was completed on behalf of its assignee.`);
        onCompleted();
      } catch (error) {
        submitError(formApi, error, { title: t`The task could not be completed.` });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const formId = `complete-task-${task.id}`;
  return (
    <Drawer
      open
      size={560}
      onClose={onClose}
      title={t`Complete on behalf: ${task.name}`}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t({ message: 'Cancel', context: 'recordEdit' })}</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={submitting}>
            {task.kind === 'APPROVAL' ? t`Record the decision` : t`Complete the task`}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Alert
          type="info"
          showIcon
          title={t`You complete this ${i18n._(operationTaskKindLabels[task.kind])} for ${task.assignee.name ?? t`its assignee`}. The history records that staff did it on their behalf.`}
        />
        {task.kind === 'FORM' && !instanceForm ? <Typography.Text type="danger">{t`The form of this task is missing from the pattern.`}</Typography.Text> : null}
        <SchemaForm form={form} id={formId} aria-label={t`Complete on behalf: ${task.name}`}>
          {instanceForm ? (
            <section aria-label={instanceForm.name}>
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                {instanceForm.name}
              </Typography.Title>
              {instanceForm.fields.map((field) => (
                <GeneratedFormField key={field.key} form={form} field={field} name={`formValues.${field.key}`} />
              ))}
            </section>
          ) : null}
          {task.kind === 'APPROVAL' ? (
            <FormRadioField
              form={form}
              name="decision"
              label={t({ message: 'Decision', context: 'operationTask' })}
              required
              options={[
                { value: 'APPROVED', label: i18n._(approvalDecisionLabels.APPROVED) },
                { value: 'SENT_BACK', label: i18n._(approvalDecisionLabels.SENT_BACK) },
              ]}
            />
          ) : null}
          <FormTextAreaField
            form={form}
            name="comment"
            label={t({ message: 'Comment', context: 'operationTask' })}
            emptyValue={null}
            maxLength={operationReasonMaxLength}
            showCount
            description={task.kind === 'APPROVAL' ? t`Required when you send the task back.` : undefined}
          />
        </SchemaForm>
      </Flex>
    </Drawer>
  );
}
