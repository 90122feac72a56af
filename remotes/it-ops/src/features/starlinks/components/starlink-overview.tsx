import { Card, Descriptions, Flex, Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { ErrorState, sectionHeading } from '@kanri/ui';
import type { StarlinkDetail } from '@kanri/contracts';
import { useStarlinkUsage } from '../api/get-starlink-usage';
import { DataUsageBar, LastSeen, NetworkStatusTag, SimStatusTag } from './starlink-cells';
import { StarlinkLocation } from './starlink-location';
import { StarlinkUsageChart } from './starlink-usage-chart';
import { starlinkFieldLabels } from './starlink-labels';

/**
 * The overview tab of `/starlinks/{id}`: status (network, SIM, plan, last seen, open alerts), data
 * usage against plan (the bar and the 30-day chart from `GET /v2/starlinks/{id}/usage`) and the
 * location (map and its text alternative).
 */
export function StarlinkOverview({ starlink }: { starlink: StarlinkDetail }) {
  const { t, i18n } = useLingui();
  const usage = useStarlinkUsage(starlink.id);
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={sectionHeading}>{t({ message: 'Status', context: 'starlinkOverview' })}</h2>}>
        <Descriptions
          column={{ xs: 1, lg: 2 }}
          bordered
          size="small"
          items={[
            { key: 'network', label: i18n._(starlinkFieldLabels.networkStatus), children: <NetworkStatusTag status={starlink.networkStatus} /> },
            { key: 'sim', label: i18n._(starlinkFieldLabels.simStatus), children: <SimStatusTag status={starlink.simStatus} /> },
            { key: 'plan', label: i18n._(starlinkFieldLabels.planName), children: starlink.planName },
            { key: 'lastSeen', label: i18n._(starlinkFieldLabels.lastSeenAt), children: <LastSeen at={starlink.lastSeenAt} /> },
            { key: 'alerts', label: t({ message: 'Open alerts', context: 'starlink' }), children: starlink.openAlertCount },
          ]}
        />
      </Card>
      <Card title={<h2 style={sectionHeading}>{t`Data usage against plan`}</h2>}>
        <Flex vertical gap={16}>
          <div>
            <DataUsageBar usedGb={starlink.dataUsageGb} planGb={starlink.planDataGb} />
            {starlink.billingCycleStart ? <div>{t`Since ${formatDate(starlink.billingCycleStart, 'date')} (billing cycle start)`}</div> : null}
          </div>
          {usage.data ? (
            <StarlinkUsageChart usage={usage.data} />
          ) : usage.error ? (
            <ErrorState title={t`The data usage could not be loaded.`} onRetry={() => void usage.mutate()} />
          ) : (
            <Skeleton active />
          )}
        </Flex>
      </Card>
      <StarlinkLocation starlink={starlink} />
    </Flex>
  );
}
