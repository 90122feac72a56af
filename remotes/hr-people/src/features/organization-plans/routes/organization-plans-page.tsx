import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { TableColumnsType } from 'antd';
import { formatDate } from '@kanri/runtime';
import { DataTable, LinkButton, PageHeader, toTableState, useListSearch } from '@kanri/ui';
import * as v from 'valibot';
import type { OrgPlanRow } from '@kanri/contracts';
import { useOrgPlans, useOrgPlansCount } from '../api/plans';
import { planStatusColors, planStatusLabels } from '../components/plan-labels';

const plansSearchSchema = v.object({
  pageIndex: v.fallback(v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '0'), 0),
  pageSize: v.fallback(v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(1000)), '100'), 100),
});

/** `/organization/plan`: the organization plans — name, effective date, state, number of changes — latest date first. */
export function OrganizationPlansPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(plansSearchSchema);
  const list = useOrgPlans(search.pageIndex, search.pageSize);
  const count = useOrgPlansCount();
  const columns: TableColumnsType<OrgPlanRow> = [
    { key: 'name', title: t({ message: 'Plan', context: 'orgPlan' }), render: (_, p) => <Link to={`/organization/plan/${p.id}`}>{p.name}</Link> },
    { key: 'effectiveDate', title: t`Effective date`, width: 160, render: (_, p) => formatDate(p.effectiveDate, 'date') },
    { key: 'status', title: t`Status`, width: 140, render: (_, p) => <Tag color={planStatusColors[p.status]}>{i18n._(planStatusLabels[p.status])}</Tag> },
    { key: 'changeCount', title: t({ message: 'Changes', context: 'orgPlan' }), width: 120, dataIndex: 'changeCount' },
  ];
  return (
    <section>
      <PageHeader title={t`Organization plans`} extra={<LinkButton type="primary" to="/organization/plan/create">{t`Create a plan`}</LinkButton>} />
      <DataTable rowKey="id" columns={columns} caption={t`Organization plans`} {...toTableState(list, count)} search={search} onSearchChange={setSearch} tableProps={{ tableLayout: 'fixed' }} />
    </section>
  );
}
