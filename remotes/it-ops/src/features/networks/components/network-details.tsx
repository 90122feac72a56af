import { useLingui } from '@lingui/react/macro';
import { RecordSection, RecordSections, RecordTimestamps, useRecordValues } from '@kanri/ui';
import type { NetworkDetail } from '@kanri/contracts';
import { AdminContact } from './admin-contact';
import { NetworkDestination } from './network-destination';
import { destinationTypeLabels, networkFieldLabels, noDestinationLabel } from './network-labels';
import { accessControlFields, networkInformationFields } from './network-fields';

/**
 * Everything stored about one network, read-only (000 §3): the network information, the admin
 * contact (avatar, name, e-mail), the destination, the access control (period dates in the
 * locale's format) and when it was created and last updated. Unset values show "Not set".
 */
export function NetworkDetails({ network }: { network: NetworkDetail }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const info = network.networkInformation;
  return (
    <RecordSections>
      <RecordSection
        title={t`Network information`}
        items={[
          ...values.items(network, networkInformationFields),
          {
            key: 'destinationType',
            label: i18n._(networkFieldLabels['networkInformation.destinationType']),
            children: i18n._(info.destinationType ? destinationTypeLabels[info.destinationType] : noDestinationLabel),
          },
          {
            key: 'destination',
            label: t`Destination`,
            children: network.destinationPlaceContent || network.destinationDeviceContent ? <NetworkDestination row={network} /> : values.notSet,
          },
          {
            key: 'adminContact',
            label: i18n._(networkFieldLabels['adminContact.personId']),
            span: 2,
            children: network.adminContact ? <AdminContact contact={network.adminContact} /> : values.notSet,
          },
        ]}
      />
      <RecordSection title={t`Access control`} items={values.items(network, accessControlFields)} />
      <RecordTimestamps createdAt={network.createdAt} updatedAt={network.updatedAt} />
    </RecordSections>
  );
}
