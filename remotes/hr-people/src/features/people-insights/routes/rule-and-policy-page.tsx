import { Card, Descriptions, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ErrorState, PageHeader } from '@kanri/ui';
import { hrCatalogRouteSegments, hrCatalogValues, type HrCatalog, type PeopleRules } from '@kanri/contracts';
import { usePeopleRules } from '../api/people-insights';
import { hrCatalogNames } from '../components/insights-labels';

type CatalogRow = PeopleRules['catalogs'][number] & { catalog: HrCatalog };

/**
 * `/people/rule-and-policy` (001 §2 People "Other tabs"; docs/people.md "The list tabs"): the HR
 * rules the product applies — a leaver stays LEAVING through their leaving date and is alumni from
 * the next day (Asia/Tokyo), the alumni list's "left within the last month" window, the worker
 * categories — with the leavings now due, and each people-settings catalog in use (entries enabled
 * and disabled, people holding one), linked to its settings page (`GET /v2/people-rules`).
 */
export function PeopleRuleAndPolicyPage() {
  const { t, i18n } = useLingui();
  const rules = usePeopleRules();
  const data = rules.data;
  const columns: TableColumnsType<CatalogRow> = [
    { key: 'catalog', title: t`Catalog`, render: (_, row) => <Link to={`/people/settings/${hrCatalogRouteSegments[row.catalog]}`}>{i18n._(hrCatalogNames[row.catalog])}</Link> },
    { key: 'enabled', title: t`Enabled entries`, align: 'right', render: (_, row) => row.enabled },
    { key: 'disabled', title: t`Disabled entries`, align: 'right', render: (_, row) => row.disabled },
    { key: 'peopleUsing', title: t`People holding an entry`, align: 'right', render: (_, row) => row.peopleUsing },
  ];
  const catalogs = (data?.catalogs ?? []).filter((c): c is CatalogRow => (hrCatalogValues as readonly string[]).includes(c.catalog));
  return (
    <>
      <PageHeader title={t`Rule and policy`} />
      {rules.error ? (
        <ErrorState onRetry={() => void rules.mutate()} />
      ) : (
        <>
          <Card title={t`Rules in force`} loading={!data} style={{ marginBottom: 16 }}>
            <Descriptions
              column={1}
              items={[
                { key: 'leaving', label: t`Leaving`, children: t`A leaver stays in the workforce as Leaving through their leaving date (their last day) and becomes an alumnus on the next day. The change runs every day just after midnight (${data?.timeZone ?? 'Asia/Tokyo'}).` },
                { key: 'due', label: t`Leavings due`, children: t`${data?.leavingsDue ?? 0} leavers are past their leaving date and become alumni at the next daily run.` },
                { key: 'window', label: t`Alumni window`, children: t`"Left within the last month" on the alumni list shows alumni whose leaving date is from ${data?.alumniWindowMonths ?? 1} month ago through today.` },
                { key: 'categories', label: t`Worker categories`, children: t`Workers progress through Joining, Offered, Offer accepted, Active, New hire, Leaving and Alumni. The workforce list shows every category but alumni; the alumni list shows alumni only.` },
                { key: 'catalogs', label: t`Catalogs`, children: t`A disabled catalog entry stays on the people who hold it but is offered to nobody new.` },
              ]}
            />
          </Card>
          <Card title={t`Catalogs in use`} loading={!data}>
            <Table rowKey="catalog" size="small" pagination={false} columns={columns} dataSource={catalogs} />
          </Card>
        </>
      )}
    </>
  );
}
