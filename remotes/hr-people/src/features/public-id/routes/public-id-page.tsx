import { Alert, Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DeleteRecordButton, EditRecordButton, RecordGate, RecordHeader, RecordHistory, RecordTabs, useRecordEdit } from '@kanri/ui';
import type { PublicIdDetail } from '@kanri/contracts';
import { publicIdExpiryState, usePublicIdKindLabel } from '../../../components/public-id-parts';
import { usePublicId } from '../api/get-public-id';
import { useDeletePublicId } from '../api/delete-public-id';
import { PublicIdDetails } from '../components/public-id-details';
import { PublicIdEditForm } from '../components/public-id-edit-form';
import { PublicIdFiles } from '../components/public-id-files';
import { publicIdAccessLabels, publicIdEnumLabels, publicIdFieldLabels } from '../components/public-id-labels';

/**
 * `/public-ids/{id}/details` and `/public-ids/{id}/files` (001 §2 Public IDs; a bare
 * `/public-ids/{id}` opens the details): the header (kind and person, "Expired" / "Expires soon"
 * tag, Edit and Delete), the details tab (masked number, "Reveal" with a reason only with
 * `canReveal`; the edit form with `version` and 409) with the record's history, and the files tab
 * (scans through presigned URLs). A My Number offers Edit, Delete and the scans' actions only to My
 * Number handlers (the server refuses the others). Delete asks first, says it cannot be undone, and returns to the
 * registry. An id that is not a UUID or not the company's shows the not-found page.
 */
export function PublicIdPage() {
  const publicId = usePublicId(useParams().id);
  return <RecordGate query={publicId}>{(current) => <PublicIdView record={current} refetch={() => publicId.mutate()} />}</RecordGate>;
}

function PublicIdView({ record, refetch }: { record: PublicIdDetail; refetch: () => Promise<PublicIdDetail | undefined> }) {
  const { t } = useLingui();
  const kindOf = usePublicIdKindLabel();
  const remove = useDeletePublicId();
  const edit = useRecordEdit(record, { refetch, conflictTitle: t`Someone else changed this public ID while you were editing it.` });
  const kind = kindOf(record);
  const personName = record.person.name;
  const name = t`${kind}: ${personName}`;
  const expiry = publicIdExpiryState(record.expiryDate);
  // a My Number is changed, deleted and its scans handled only by My Number handlers (for a My Number,
  // canReveal is that privilege); the server refuses the others, so the page does not offer it
  const mayHandle = record.nationalIdType !== 'MY_NUMBER' || record.canReveal;
  const tags = [
    ...(expiry === 'EXPIRED' ? [{ key: 'expiry', label: t({ message: 'Expired', context: 'publicIdExpiry' }), color: 'red' }] : []),
    ...(expiry === 'EXPIRING_SOON' ? [{ key: 'expiry', label: t({ message: 'Expires soon', context: 'publicIdExpiry' }), color: 'orange' }] : []),
  ];
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Public IDs`, to: '/public-ids/registry' }, { label: name }]}
        name={name}
        subtitle={record.person.workerNumber}
        tags={tags}
        actions={
          edit.editing || !mayHandle ? undefined : (
            <>
              <EditRecordButton onClick={edit.start} />
              <DeleteRecordButton
                title={t`Delete this public ID?`}
                content={t`The ${kind} of ${record.person.name} and every scan of it will be deleted for good. This cannot be undone.`}
                doneText={t`The public ID was deleted.`}
                failedTitle={t`The public ID could not be deleted.`}
                onDelete={() => remove.trigger({ params: { id: record.id } })}
                listPath="/public-ids/registry"
                deleting={remove.isMutating}
              />
            </>
          )
        }
      />
      <RecordTabs
        aria-label={t`Public ID record`}
        basePath={`/public-ids/${record.id}`}
        tabs={[
          {
            key: 'details',
            label: t`Details`,
            render: () => (
              <Flex vertical gap={16}>
                {mayHandle ? null : <Alert type="info" showIcon title={t`Only My Number handlers can reveal, change or delete a My Number and open its scans.`} />}
                {edit.editing ? <PublicIdEditForm key={edit.base.version} edit={edit} /> : <PublicIdDetails record={record} />}
                <RecordHistory
                  resourceType="PUBLIC_ID"
                  resourceId={record.id}
                  fieldLabels={publicIdFieldLabels}
                  valueLabels={{ ...publicIdEnumLabels, access: publicIdAccessLabels }}
                  dateFields={['issueDate', 'expiryDate']}
                />
              </Flex>
            ),
          },
          { key: 'files', label: t`Files`, render: () => <PublicIdFiles record={record} mayHandle={mayHandle} /> },
        ]}
      />
    </section>
  );
}
