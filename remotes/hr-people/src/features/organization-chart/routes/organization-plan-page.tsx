import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Flex, Space, Tag, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useDialogs, useToast } from '@kanri/runtime';
import { LinkButton, RecordGate, RecordHeader, useListSearch } from '@kanri/ui';
import type { OrgPlanDetail } from '@kanri/contracts';
import { useOrgPlan } from '../api/get-org-plan';
import { usePlanTransitions } from '../api/plan-transitions';
import { planChartSearchSchema } from '../components/chart-search';
import { ChartToolbar } from '../components/chart-toolbar';
import { OrgChartView } from '../components/org-chart-view';
import { orgPlanChangeColors, orgPlanChangeLabels } from '../components/org-chart-labels';
import { orgPlanStatusColors, orgPlanStatusLabels } from '../components/plan-status-labels';
import { PlanEditModal } from '../components/plan-edit-modal';

/**
 * `/organization/plan/{id}` (001 §2; search `viewMode`, `isCompactView`): the planned organization
 * with the plan's changes highlighted (added, changed — renamed, moved, new head —, abolished), and
 * the plan's actions: edit its name and date, add a unit, schedule / unschedule, cancel. A unit opens its edit form while
 * the plan is a draft.
 */
export function OrganizationPlanPage() {
  const plan = useOrgPlan(useParams().id);
  return <RecordGate query={plan}>{(current) => <PlanView plan={current} />}</RecordGate>;
}

function PlanView({ plan }: { plan: OrgPlanDetail }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const dialogs = useDialogs();
  const [search, setSearch] = useListSearch(planChartSearchSchema);
  const { schedule, unschedule, cancel } = usePlanTransitions();
  const draft = plan.status === 'DRAFT';
  const open = useCallback((unitId: string) => { if (draft) navigate(`/organization/plan/${plan.id}/edit/${unitId}`); }, [draft, navigate, plan.id]);
  const [editing, setEditing] = useState(false);
  const [problems, setProblems] = useState<{ title: string; messages: string[] } | null>(null);
  const run = async (action: { trigger: (input: { params: { id: string }; body: { version: number } }) => Promise<unknown> }, done: string, failed: string) => {
    setProblems(null);
    try {
      await action.trigger({ params: { id: plan.id }, body: { version: plan.version } });
      toast.success(done);
    } catch (error) {
      if (!isApiError(error) || error.status === 401 || error.status === 403) return;
      if (error.fieldErrors.length) setProblems({ title: error.message, messages: error.fieldErrors.map((f) => f.message) });
      else toast.destructive(failed, error.message);
    }
  };
  const confirmCancel = async () => {
    if (await dialogs.confirm({ title: t`Cancel this plan?`, content: t`A canceled plan is kept but never applied.`, danger: true, okText: t`Cancel the plan` })) {
      await run(cancel, t`The plan was canceled.`, t`The plan could not be canceled.`);
    }
  };
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Organization plans`, to: '/organization/plan' }, { label: plan.name }]}
        name={plan.name}
        subtitle={t`Effective ${formatDate(plan.effectiveDate, 'date')}`}
        tags={[{ key: 'status', label: i18n._(orgPlanStatusLabels[plan.status]), color: orgPlanStatusColors[plan.status] }]}
        actions={
          <Space wrap>
            {draft && <Button onClick={() => setEditing(true)}>{t`Edit the plan`}</Button>}
            {draft && <LinkButton to={`/organization/plan/${plan.id}/add`}>{t`Add a unit`}</LinkButton>}
            {draft && <Button type="primary" loading={schedule.isMutating} onClick={() => void run(schedule, t`The plan was scheduled. It takes effect on its effective date.`, t`The plan could not be scheduled.`)}>{t`Schedule`}</Button>}
            {plan.status === 'SCHEDULED' && <Button loading={unschedule.isMutating} onClick={() => void run(unschedule, t`The plan is a draft again.`, t`The plan could not be unscheduled.`)}>{t`Unschedule`}</Button>}
            {(draft || plan.status === 'SCHEDULED') && <Button danger onClick={() => void confirmCancel()}>{t`Cancel plan`}</Button>}
          </Space>
        }
      />
      {problems && (
        <Alert type="error" showIcon closable onClose={() => setProblems(null)} style={{ marginBottom: 12 }} title={problems.title}
          description={<ul style={{ margin: 0, paddingInlineStart: 20 }}>{problems.messages.map((m) => <li key={m}>{m}</li>)}</ul>} />
      )}
      {draft && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t`Click a unit to change or abolish it in this plan.`} />}
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t`Changes: ${plan.changeCount}`}</Typography.Text>
        {(['ADDED', 'CHANGED', 'ABOLISHED'] as const).map((k) => <Tag key={k} color={orgPlanChangeColors[k]}>{i18n._(orgPlanChangeLabels[k])}</Tag>)}
      </Flex>
      <ChartToolbar viewMode={search.viewMode} onViewMode={(viewMode) => setSearch({ viewMode })} compact={search.isCompactView} onCompact={(isCompactView) => setSearch({ isCompactView })} />
      {editing && <PlanEditModal plan={plan} onClose={() => setEditing(false)} />}
      <OrgChartView units={plan.units} viewMode={search.viewMode} compact={search.isCompactView} onOpen={open} label={t`Planned organization of ${plan.name}`} />
    </section>
  );
}
