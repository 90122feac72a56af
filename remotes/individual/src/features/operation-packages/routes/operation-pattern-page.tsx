import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, List, Tag, Typography, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import * as v from 'valibot';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { FormDateField, LinkButton, PageHeader, SchemaForm, applyServerFieldErrors, useSchemaForm } from '@kanri/ui';
import {
  operationAssigneeKindLabels,
  operationTaskKindLabels,
  startIndividualPatternBodySchema,
  type IndividualPatternDetail,
  type StartIndividualPatternBody,
} from '@kanri/contracts';
import { useStartPattern } from '../api/packages';
import { QueryGate } from '../components/query-gate';
import { useSelfServicePattern } from '../api/packages';

type StartValues = { anchorDate: string | null };

/**
 * `/individual/operation-package/{id}/pattern/{patternId}` (001 §2 "Individual area"): one pattern
 * of a self-service package — its steps and tasks (who does each, due how many days from the
 * anchor date) — and "Start" for oneself with an anchor date (default today), which goes to the
 * user's first task of the new instance (or back to the task list when the first step is someone
 * else's). While the user has it in progress, "Continue" replaces "Start".
 */
export function OperationPatternPage() {
  const { id, patternId } = useParams();
  const query = useSelfServicePattern(id, patternId);
  return <QueryGate query={query}>{(pattern) => <PatternView pattern={pattern} />}</QueryGate>;
}

function PatternView({ pattern }: { pattern: IndividualPatternDetail }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const start = useStartPattern();
  const form = useSchemaForm<StartValues, StartIndividualPatternBody>({
    schema: v.object({ anchorDate: v.pipe(v.nullable(v.string()), v.transform((s) => s ?? ''), startIndividualPatternBodySchema.entries.anchorDate) }),
    defaultValues: { anchorDate: dayjs().format('YYYY-MM-DD') },
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await start.trigger({ params: { id: pattern.packageId, patternId: pattern.id }, body: value });
        toast.success(t`Started. Here is your first task.`);
        navigate(result.firstTaskId ? `/individual/task/${result.firstTaskId}` : '/individual');
      } catch (error) {
        if (isApiError(error, 400) && error.fieldErrors.length) {
          applyServerFieldErrors(formApi, error);
          return;
        }
        toast.destructive(t`It could not be started.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const due = (days: number) => (days === 0 ? t`due on the anchor date` : days > 0 ? t`due ${days} days after the anchor date` : t`due ${-days} days before the anchor date`);
  return (
    <section style={{ maxWidth: 720 }}>
      <PageHeader
        breadcrumb={[{ label: t`My tasks`, to: '/individual' }, { label: pattern.packageName, to: `/individual/operation-package/${pattern.packageId}` }, { label: pattern.name }]}
        title={pattern.name}
        description={pattern.description ?? pattern.packageName}
      />
      <Flex vertical gap={16}>
        <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Steps`}</h2>}>
          <List
            dataSource={pattern.steps}
            renderItem={(step, index) => (
              <List.Item key={index}>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Typography.Text strong>{`${index + 1}. ${step.name}`}</Typography.Text>
                  {step.tasks.map((task, j) => (
                    <Flex key={j} wrap gap={6} align="center">
                      <span>{task.name}</span>
                      <Tag>{i18n._(operationTaskKindLabels[task.kind])}</Tag>
                      <Typography.Text type="secondary">{`${i18n._(operationAssigneeKindLabels[task.assigneeKind])} · ${due(task.dueOffsetDays)}`}</Typography.Text>
                    </Flex>
                  ))}
                </Flex>
              </List.Item>
            )}
          />
        </Card>
        {pattern.openInstance ? (
          <Alert
            type="info"
            showIcon
            message={t`You already have this in progress.`}
            action={
              pattern.openInstance.nextTaskId ? (
                <LinkButton to={`/individual/task/${pattern.openInstance.nextTaskId}`} type="primary">
                  {t`Continue`}
                </LinkButton>
              ) : undefined
            }
          />
        ) : (
          <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Start for yourself`}</h2>}>
            <ConfigProvider componentSize="large">
              <SchemaForm form={form} aria-label={t`Start for yourself`}>
                <FormDateField form={form} name="anchorDate" label={t`Anchor date`} required description={t`The date the due dates count from, such as your moving day.`} />
                <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                  {t`Start`}
                </Button>
              </SchemaForm>
            </ConfigProvider>
          </Card>
        )}
      </Flex>
    </section>
  );
}
