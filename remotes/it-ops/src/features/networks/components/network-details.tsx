import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, type DescriptionsProps } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatDate } from '@kanri/runtime';
import type { NetworkDetail } from '@kanri/contracts';
import { AdminContact } from './admin-contact';
import { NetworkDestination } from './network-destination';
import {
  accessLevelLabels,
  accessStatusLabels,
  connectionTypeLabels,
  destinationTypeLabels,
  networkCategoryLabels,
  networkFieldLabels,
  networkTypeLabels,
  noDestinationLabel,
  subjectTypeLabels,
} from './network-labels';

/**
 * Everything stored about one network, read-only (000 §3): the network information, the admin
 * contact (avatar, name, e-mail), the destination, the access control (period dates in the
 * locale's format) and when it was created and last updated. Unset values show "Not set".
 */
export function NetworkDetails({ network }: { network: NetworkDetail }) {
  const { t, i18n } = useLingui();
  const notSet = <span style={{ opacity: 0.65 }}>{t`Not set`}</span>;
  const label = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const enumValue = <V extends string>(labels: Record<V, MessageDescriptor>, value: V | null): ReactNode => (value ? i18n._(labels[value]) : notSet);
  const text = (value: string | null): ReactNode => (value ? value : notSet);
  const date = (value: string | null): ReactNode => (value ? formatDate(value, 'date') : notSet);
  const info = network.networkInformation;
  const access = network.accessControl;

  const information: DescriptionsProps['items'] = [
    { key: 'networkName', label: label(networkFieldLabels['networkInformation.networkName']), children: info.networkName },
    { key: 'networkType', label: label(networkFieldLabels['networkInformation.networkType']), children: enumValue(networkTypeLabels, info.networkType) },
    { key: 'connectionType', label: label(networkFieldLabels['networkInformation.connectionType']), children: enumValue(connectionTypeLabels, info.connectionType) },
    { key: 'networkCategory', label: label(networkFieldLabels['networkInformation.networkCategory']), children: enumValue(networkCategoryLabels, info.networkCategory) },
    { key: 'purpose', label: label(networkFieldLabels['networkInformation.purpose']), span: 2, children: text(info.purpose) },
    {
      key: 'destinationType',
      label: label(networkFieldLabels['networkInformation.destinationType']),
      children: info.destinationType ? i18n._(destinationTypeLabels[info.destinationType]) : i18n._(noDestinationLabel),
    },
    {
      key: 'destination',
      label: t`Destination`,
      children: network.destinationPlaceContent || network.destinationDeviceContent ? <NetworkDestination row={network} /> : notSet,
    },
    {
      key: 'adminContact',
      label: label(networkFieldLabels['adminContact.personId']),
      span: 2,
      children: network.adminContact ? <AdminContact contact={network.adminContact} /> : notSet,
    },
  ];
  const accessControl: DescriptionsProps['items'] = [
    { key: 'accessLevel', label: label(networkFieldLabels['accessControl.accessLevel']), children: enumValue(accessLevelLabels, access.accessLevel) },
    { key: 'accessStatus', label: label(networkFieldLabels['accessControl.accessStatus']), children: enumValue(accessStatusLabels, access.accessStatus) },
    { key: 'accessPeriodFrom', label: label(networkFieldLabels['accessControl.accessPeriodFrom']), children: date(access.accessPeriodFrom) },
    { key: 'accessPeriodTo', label: label(networkFieldLabels['accessControl.accessPeriodTo']), children: date(access.accessPeriodTo) },
    { key: 'subjectType', label: label(networkFieldLabels['accessControl.subjectType']), children: enumValue(subjectTypeLabels, access.subjectType) },
  ];
  const record: DescriptionsProps['items'] = [
    { key: 'createdAt', label: t`Created`, children: formatDate(network.createdAt, 'dateTime') },
    { key: 'updatedAt', label: t`Last updated`, children: formatDate(network.updatedAt, 'dateTime') },
  ];
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={sectionHeading}>{t`Network information`}</h2>}>
        <Descriptions bordered column={{ xs: 1, lg: 2 }} styles={descriptionStyles} items={information} />
      </Card>
      <Card title={<h2 style={sectionHeading}>{t`Access control`}</h2>}>
        <Descriptions bordered column={{ xs: 1, lg: 2 }} styles={descriptionStyles} items={accessControl} />
      </Card>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={record} />
    </Flex>
  );
}

// one label width in both cards; labels never wrap into a narrow column
const descriptionStyles = { label: { width: 200, minWidth: 160 } };

/** Card titles are the page's `h2`s, sized as antd's card titles. */
export const sectionHeading = { fontSize: 16, fontWeight: 600, margin: 0 } as const;
