import { useParams } from 'react-router-dom';
import { Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { DeleteRecordButton, EditRecordButton, RecordGate, RecordHeader, RecordHistory, useRecordEdit } from '@kanri/ui';
import type { NetworkDetail } from '@kanri/contracts';
import { useNetwork } from '../api/get-network';
import { useDeleteNetwork } from '../api/delete-network';
import { NetworkDetails } from '../components/network-details';
import { NetworkEditForm } from '../components/network-edit-form';
import { networkEnumLabels, networkFieldLabels } from '../components/network-labels';

/**
 * `/networks/:id` (000 §2, the page a created network lands on): every field of the network, its
 * history (audit log), Edit (the add form's fields and rules on one page; a stale `version` answers
 * 409 and offers to reload) and Delete (after the confirm dialog, back to `/networks` with a toast).
 * An id that is not a UUID, or a network the API does not find (404), shows the not-found page.
 */
export function NetworkDetailPage() {
  const network = useNetwork(useParams().id);
  return <RecordGate query={network}>{(current) => <NetworkView network={current} refetch={() => network.mutate()} />}</RecordGate>;
}

function NetworkView({ network, refetch }: { network: NetworkDetail; refetch: () => Promise<NetworkDetail | undefined> }) {
  const { t } = useLingui();
  const remove = useDeleteNetwork();
  const edit = useRecordEdit(network, { refetch, conflictTitle: t`Someone else changed this network while you were editing it.` });
  const name = network.networkName;
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Networks`, to: '/networks' }, { label: name }]}
        name={name}
        actions={
          edit.editing ? undefined : (
            <>
              <EditRecordButton onClick={edit.start} />
              <DeleteRecordButton
                title={t`Delete this network?`}
                content={t`"${name}" will be deleted. This cannot be undone.`}
                doneText={t`The network "${name}" was deleted.`}
                failedTitle={t`The network could not be deleted.`}
                onDelete={() => remove.trigger({ params: { id: network.id } })}
                listPath="/networks"
                deleting={remove.isMutating}
              />
            </>
          )
        }
      />
      <Flex vertical gap={16}>
        {edit.editing ? <NetworkEditForm key={edit.base.version} edit={edit} /> : <NetworkDetails network={network} />}
        <RecordHistory
          resourceType="NETWORK"
          resourceId={network.id}
          fieldLabels={networkFieldLabels}
          valueLabels={networkEnumLabels}
          dateFields={['accessControl.accessPeriodFrom', 'accessControl.accessPeriodTo']}
          references={{
            'networkInformation.placeId': network.destinationPlaceContent ? { [network.destinationPlaceContent.id]: network.destinationPlaceContent.name } : {},
            'networkInformation.deviceId': network.destinationDeviceContent ? { [network.destinationDeviceContent.id]: network.destinationDeviceContent.name } : {},
            'adminContact.personId': network.adminContact ? { [network.adminContact.personId]: network.adminContact.name } : {},
          }}
        />
      </Flex>
    </section>
  );
}
