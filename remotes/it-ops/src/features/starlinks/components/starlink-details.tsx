import { Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { RecordSection, RecordTimestamps, useRecordValues } from '@kanri/ui';
import type { StarlinkDetail } from '@kanri/contracts';
import { NetworkStatusTag, SimStatusTag } from './starlink-cells';
import { starlinkFieldLabels, starlinkStatusLabels } from './starlink-labels';
import { formatGb } from './starlink-format';
import { formatCoordinates } from './starlink-map-data';

/**
 * The detail tab's read-only record: every field of the terminal — what staff edit (the name
 * typed and the English name as stored, place, administrator, note) and what Starlink reports (kit and service line numbers, status, network
 * and SIM states, plan and usage, billing cycle, last seen, location, software version, router
 * serial number, activation date) — then created / last updated. Labels from `starlinkFields`
 * (issue 30); the coordinates (latitude and longitude together) are the page's own.
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
          { key: 'name', label: i18n._(starlinkFieldLabels.name), children: s.nameJa },
          { key: 'nameEn', label: i18n._(starlinkFieldLabels.nameEn), children: values.text(s.nameEn) },
          { key: 'place', label: i18n._(starlinkFieldLabels.placeId), children: values.text(s.place?.name) },
          { key: 'admin', label: i18n._(starlinkFieldLabels.adminPersonId), children: values.text(s.admin?.name) },
          { key: 'note', label: i18n._(starlinkFieldLabels.note), children: values.text(s.note), span: 2 },
        ]}
      />
      <RecordSection
        title={t`Service`}
        items={[
          { key: 'kit', label: i18n._(starlinkFieldLabels.kitSerialNumber), children: s.kitSerialNumber },
          { key: 'serviceLine', label: i18n._(starlinkFieldLabels.serviceLineNumber), children: values.text(s.serviceLineNumber) },
          { key: 'status', label: i18n._(starlinkFieldLabels.status), children: i18n._(starlinkStatusLabels[s.status]) },
          { key: 'network', label: i18n._(starlinkFieldLabels.networkStatus), children: <NetworkStatusTag status={s.networkStatus} /> },
          { key: 'sim', label: i18n._(starlinkFieldLabels.simStatus), children: <SimStatusTag status={s.simStatus} /> },
          { key: 'plan', label: i18n._(starlinkFieldLabels.planName), children: s.planName },
          { key: 'planData', label: i18n._(starlinkFieldLabels.planDataGb), children: s.planDataGb === null ? t`Unlimited` : gb(s.planDataGb) },
          { key: 'usage', label: i18n._(starlinkFieldLabels.dataUsageGb), children: gb(s.dataUsageGb) },
          { key: 'cycle', label: i18n._(starlinkFieldLabels.billingCycleStart), children: values.date(s.billingCycleStart, 'date') },
          { key: 'activated', label: i18n._(starlinkFieldLabels.activatedAt), children: values.date(s.activatedAt, 'date') },
          { key: 'lastSeen', label: i18n._(starlinkFieldLabels.lastSeenAt), children: values.date(s.lastSeenAt, 'dateTime') },
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
          { key: 'software', label: i18n._(starlinkFieldLabels.softwareVersion), children: values.text(s.softwareVersion) },
          { key: 'router', label: i18n._(starlinkFieldLabels.routerSerialNumber), children: values.text(s.routerSerialNumber) },
        ]}
      />
      <RecordTimestamps createdAt={s.createdAt} updatedAt={s.updatedAt} />
    </Flex>
  );
}
