import { Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { RecordSection, RecordTimestamps, useRecordValues } from '@kanri/ui';
import type { StarlinkDetail } from '@kanri/contracts';
import { NetworkStatusTag, SimStatusTag } from './starlink-cells';
import { starlinkFieldLabels, starlinkStatusLabels } from './starlink-labels';
import { formatGb } from './starlink-format';
import { formatCoordinates } from './starlink-map-data';

/**
 * The detail tab's read-only record: every field of the terminal — what staff edit (name, place,
 * administrator, note) and what Starlink reports (kit and service line numbers, status, network
 * and SIM states, plan and usage, billing cycle, last seen, location, software version, router
 * serial number, activation date) — then created / last updated.
 */
export function StarlinkDetails({ starlink: s }: { starlink: StarlinkDetail }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const gb = (n: number) => formatGb(n, i18n.locale);
  return (
    <Flex vertical gap={16}>
      <RecordSection
        title={t`Terminal`}
        items={[
          { key: 'name', label: i18n._(starlinkFieldLabels.name!), children: s.name },
          { key: 'place', label: i18n._(starlinkFieldLabels.placeId!), children: values.text(s.place?.name) },
          { key: 'admin', label: i18n._(starlinkFieldLabels.adminPersonId!), children: values.text(s.admin?.name) },
          { key: 'note', label: i18n._(starlinkFieldLabels.note!), children: values.text(s.note), span: 2 },
        ]}
      />
      <RecordSection
        title={t`Service`}
        items={[
          { key: 'kit', label: t`Kit number`, children: s.kitSerialNumber },
          { key: 'serviceLine', label: t`Service line number`, children: values.text(s.serviceLineNumber) },
          { key: 'status', label: t({ message: 'Status', context: 'starlinkOverview' }), children: i18n._(starlinkStatusLabels[s.status]) },
          { key: 'network', label: t`Network status`, children: <NetworkStatusTag status={s.networkStatus} /> },
          { key: 'sim', label: t`SIM status`, children: <SimStatusTag status={s.simStatus} /> },
          { key: 'plan', label: t`Plan`, children: s.planName },
          { key: 'planData', label: t`Plan data allowance`, children: s.planDataGb === null ? t`Unlimited` : gb(s.planDataGb) },
          { key: 'usage', label: t`Data usage`, children: gb(s.dataUsageGb) },
          { key: 'cycle', label: t`Billing cycle start`, children: values.date(s.billingCycleStart, 'date') },
          { key: 'activated', label: t`Activated on`, children: values.date(s.activatedAt, 'date') },
          { key: 'lastSeen', label: t({ message: 'Last seen', context: 'starlink' }), children: values.date(s.lastSeenAt, 'dateTime') },
          {
            key: 'coordinates',
            label: t`Coordinates (latitude, longitude)`,
            children: s.latitude !== null && s.longitude !== null ? formatCoordinates(s.latitude, s.longitude) : values.notSet,
          },
        ]}
      />
      <RecordSection
        title={t`Hardware`}
        items={[
          { key: 'software', label: t`Software version`, children: values.text(s.softwareVersion) },
          { key: 'router', label: t`Router serial number`, children: values.text(s.routerSerialNumber) },
        ]}
      />
      <RecordTimestamps createdAt={s.createdAt} updatedAt={s.updatedAt} />
    </Flex>
  );
}
