import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Flex, Skeleton, ConfigProvider } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { formatDate, isApiError, issueMessage, useToast } from '@kanri/runtime';
import { ErrorState, GeneratedFormField, LinkButton, NotFoundPage, PageHeader, SchemaForm, applyServerFieldErrors, focusFirstError, useSchemaForm, type GeneratedFormValues, type SchemaFormApi } from '@kanri/ui';
import { formValuesSchemaFor, initialFormValues, type IndividualTaskForm } from '@kanri/contracts';
import { useSaveTaskForm, useTaskForm } from '../api/task-form';

/**
 * `/individual/task/{id}/form/{formId}` (001 §2 "Individual area"): the form of a FORM task,
 * generated from the pattern's field definitions, validated on the page with `formValuesSchemaFor`
 * (the server checks the same and answers 400 at `values.<key>`, shown under the fields). "Save
 * draft" keeps the answers without the required ones (the task is then in progress); "Submit"
 * sends them all (the task is done) and goes back to the task. A closed task shows its answers
 * read-only. Not the user's task or not its form: the not-found page.
 */
export function TaskFormPage() {
  const { id, formId } = useParams();
  const query = useTaskForm(id, formId);
  const { t } = useLingui();
  if (query.data) return <TaskFormView key={`${query.data.taskId}-${query.data.status}`} data={query.data} refetch={() => void query.mutate()} />;
  if (query.isLoading) return <Skeleton active aria-label={t`Loading`} />;
  if (query.error && !isApiError(query.error, 404)) return <ErrorState description={(query.error as Error).message} onRetry={() => void query.mutate()} />;
  return <NotFoundPage />;
}

/** Server field errors of `values.<key>` put on the fields named `<key>`; returns the messages that matched none. */
function applyValueErrors(form: SchemaFormApi<GeneratedFormValues>, error: { fieldErrors: { path: string; message: string }[] }) {
  return applyServerFieldErrors(form, { fieldErrors: error.fieldErrors.map((e) => ({ ...e, path: e.path.replace(/^values\./, '') })) });
}

function TaskFormView({ data, refetch }: { data: IndividualTaskForm; refetch: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveTaskForm();
  const formElementId = `task-form-${data.taskId}`;
  const schema = useMemo(() => formValuesSchemaFor(data.form) as v.GenericSchema<GeneratedFormValues, GeneratedFormValues>, [data.form]);
  const draftSchema = useMemo(() => formValuesSchemaFor(data.form, { draft: true }), [data.form]);

  const send = async (values: GeneratedFormValues, submit: boolean, formApi: SchemaFormApi<GeneratedFormValues>) => {
    try {
      await save.trigger({ params: { id: data.taskId, formId: data.form.id }, body: { values, submit } });
      if (submit) {
        toast.success(t`The form was submitted.`);
        navigate(`/individual/task/${data.taskId}`);
      } else {
        toast.success(t`The draft was saved.`);
      }
    } catch (error) {
      if (isApiError(error, 400) && error.fieldErrors.length) {
        const unmatched = applyValueErrors(formApi, error);
        toast.destructive(error.message, unmatched.join('\n') || undefined);
        focusFirstError(formElementId);
        return;
      }
      if (isApiError(error, 409)) refetch();
      toast.destructive(submit ? t`The form could not be submitted.` : t`The draft could not be saved.`, error instanceof Error ? error.message : undefined);
    }
  };

  const form = useSchemaForm<GeneratedFormValues>({
    schema,
    defaultValues: initialFormValues(data.form, data.values),
    onSubmit: async ({ value, formApi }) => send(value, true, formApi),
    onInvalid: () => focusFirstError(formElementId),
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const saveDraft = async () => {
    const values = form.state.values;
    const result = v.safeParse(draftSchema, values);
    if (!result.success) {
      applyServerFieldErrors(form, { fieldErrors: result.issues.map((issue) => ({ path: (issue.path ?? []).map((p) => String((p as { key: unknown }).key)).join('.'), message: issueMessage(issue) })) });
      focusFirstError(formElementId);
      return;
    }
    await send(result.output, false, form);
  };

  return (
    <section style={{ maxWidth: 720 }}>
      <PageHeader
        breadcrumb={[{ label: t`My tasks`, to: '/individual' }, { label: data.taskName, to: `/individual/task/${data.taskId}` }, { label: data.form.name }]}
        title={data.form.name}
        description={[data.packageName, data.subjectName, data.dueDate ? t`Due ${formatDate(data.dueDate, 'date')}` : null].filter(Boolean).join(' · ')}
      />
      <Flex vertical gap={16}>
        {data.comment && data.editable ? <Alert type="warning" showIcon message={t`Sent back with a comment`} description={data.comment} /> : null}
        {!data.editable ? (
          <Alert
            type="info"
            showIcon
            message={data.status === 'DONE' ? t`This form was submitted.` : t`This form cannot be changed now.`}
            action={<LinkButton to={`/individual/task/${data.taskId}`}>{t`Back to the task`}</LinkButton>}
          />
        ) : null}
        <ConfigProvider componentSize="large">
          <SchemaForm form={form} id={formElementId} aria-label={data.form.name}>
            {data.form.fields.map((field) => (
              <GeneratedFormField key={field.key} form={form} field={field} disabled={!data.editable} />
            ))}
            {data.editable ? (
              <Flex vertical gap={12}>
                <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                  {t`Submit`}
                </Button>
                <Button size="large" block onClick={saveDraft} loading={save.isMutating && !submitting}>
                  {t`Save draft`}
                </Button>
              </Flex>
            ) : null}
          </SchemaForm>
        </ConfigProvider>
      </Flex>
    </section>
  );
}
