import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, ConfigProvider, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { FormRadioField, FormTextAreaField, LinkButton, PageHeader, RecordGate, SchemaForm, applyServerFieldErrors, useSchemaForm } from '@kanri/ui';
import {
  decideIndividualApprovalBodySchema,
  individualCommentMaxLength,
  type DecideIndividualApprovalBody,
  type IndividualTaskDetail,
} from '@kanri/contracts';
import { useApprovalTask, useDecideApproval } from '../api/approval';
import { ApprovalSubject } from '../components/approval-subject';

type ApprovalFormValues = { decision: DecideIndividualApprovalBody['decision'] | null; comment: string };

/**
 * `/individual/task/{id}/approval` (001 §2 "Individual area"): what is being approved (the
 * previous step's submitted forms and notes), then the decision — approve, or send back with a
 * comment saying what to fix (required; checked here and by the server). A decided or waiting
 * approval shows its state instead of the form; a task that is not the user's approval is not
 * found. Success returns to the task's page.
 */
export function TaskApprovalPage() {
  const task = useApprovalTask(useParams().id);
  return <RecordGate query={task}>{(current) => <ApprovalView task={current} refetch={() => void task.mutate()} />}</RecordGate>;
}

function ApprovalView({ task, refetch }: { task: IndividualTaskDetail; refetch: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const decide = useDecideApproval();
  const form = useSchemaForm<ApprovalFormValues, DecideIndividualApprovalBody>({
    // the decision starts unchosen (null): the schema answers "required" for it
    schema: decideIndividualApprovalBodySchema as unknown as v.GenericSchema<ApprovalFormValues, DecideIndividualApprovalBody>,
    defaultValues: { decision: null, comment: '' },
    onSubmit: async ({ value, formApi }) => {
      try {
        await decide.trigger({ params: { id: task.id }, body: value });
        toast.success(value.decision === 'APPROVED' ? t`Approved.` : t`Sent back with your comment.`);
        navigate(`/individual/task/${task.id}`);
      } catch (error) {
        if (isApiError(error, 400) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          if (unmatched.length) toast.destructive(error.message, unmatched.join('\n'));
          return;
        }
        if (isApiError(error, 409)) refetch();
        toast.destructive(t`The decision could not be saved.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  if (task.kind !== 'APPROVAL') return <Alert type="info" showIcon message={t`This task is not an approval.`} action={<LinkButton to={`/individual/task/${task.id}`}>{t`Open the task`}</LinkButton>} />;
  const title = task.name;
  return (
    <section style={{ maxWidth: 720 }}>
      <PageHeader
        breadcrumb={[{ label: t`My tasks`, to: '/individual' }, { label: task.name, to: `/individual/task/${task.id}` }, { label: t({ message: 'Approval', context: 'operation task' }) }]}
        title={title}
        description={[task.instance.packageName, task.instance.subject.name].filter(Boolean).join(' · ')}
      />
      <Flex vertical gap={16}>
        <ApprovalSubject subject={task.approvalSubject} />
        {task.actionable ? (
          <ConfigProvider componentSize="large">
            <SchemaForm form={form} aria-label={t`Decision`}>
              <FormRadioField
                form={form}
                name="decision"
                label={t`Decision`}
                required
                optionType="button"
                options={[
                  { value: 'APPROVED', label: t`Approve` },
                  { value: 'SENT_BACK', label: t`Send back` },
                ]}
              />
              <FormTextAreaField
                form={form}
                name="comment"
                label={t`Comment`}
                description={t`Required to send back: say what needs fixing.`}
                maxLength={individualCommentMaxLength}
                showCount
                rows={4}
              />
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                {t`Save the decision`}
              </Button>
            </SchemaForm>
          </ConfigProvider>
        ) : (
          <Alert
            type="info"
            showIcon
            message={task.status === 'WAITING' ? t`This approval opens when the earlier steps are done.` : t`This approval is closed.`}
            action={<LinkButton to={`/individual/task/${task.id}`}>{t`Back to the task`}</LinkButton>}
          />
        )}
      </Flex>
    </section>
  );
}
