import { useParams } from 'react-router-dom';
import { Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { DeleteRecordButton, EditRecordButton, RecordGate, RecordHeader, RecordHistory, RecordTabs, useRecordEdit } from '@kanri/ui';
import type { LicenseDetail } from '@kanri/contracts';
import { useLicense } from '../api/get-license';
import { useDeleteLicense } from '../api/delete-license';
import { LicenseDetails } from '../components/license-details';
import { LicenseEditForm } from '../components/license-edit-form';
import { LicenseSeats } from '../components/license-seats';
import { allocationTypeLabels, licenseEnumLabels, licenseFieldLabels } from '../components/license-labels';

/**
 * `/licenses/{id}` and its tabs `/licenses/{id}/people`, `/licenses/{id}/devices` (001 §2; the
 * first tab opens by default, DECISIONS.md): the header (name, allocation type, "Expired" /
 * "Over-assigned" tags, Edit and Delete), the license's contract (seats total vs used, price,
 * term, expiry) and information, the seats of people or devices, and the history (audit log).
 * An id that is not a UUID or a license the API does not find shows the not-found page.
 */
export function LicenseDetailPage() {
  const license = useLicense(useParams().id);
  return <RecordGate query={license}>{(current) => <LicenseView license={current} refetch={() => license.mutate()} />}</RecordGate>;
}

function LicenseView({ license, refetch }: { license: LicenseDetail; refetch: () => Promise<LicenseDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteLicense();
  const edit = useRecordEdit(license, { refetch, conflictTitle: t`Someone else changed this license while you were editing it.` });
  const name = license.licenseName;
  const tags = [
    { key: 'type', label: i18n._(allocationTypeLabels[license.allocationType]) },
    ...(license.isExpired ? [{ key: 'expired', label: t`Expired`, color: 'default' }] : []),
    ...(license.isOverAssigned ? [{ key: 'over', label: t`Over-assigned`, color: 'error' }] : []),
  ];
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Licenses`, to: '/licenses/inventory' }, { label: name }]}
        name={name}
        subtitle={license.vendorName ?? undefined}
        tags={tags}
        actions={
          edit.editing ? undefined : (
            <>
              <EditRecordButton onClick={edit.start} />
              <DeleteRecordButton
                title={t`Delete this license?`}
                content={t`"${name}" and its seat assignments will be deleted. This cannot be undone.`}
                doneText={t`The license "${name}" was deleted.`}
                failedTitle={t`The license could not be deleted.`}
                onDelete={() => remove.trigger({ params: { id: license.id } })}
                listPath="/licenses/inventory"
                deleting={remove.isMutating}
              />
            </>
          )
        }
      />
      <Flex vertical gap={16}>
        {edit.editing ? <LicenseEditForm key={edit.base.version} edit={edit} /> : <LicenseDetails license={license} />}
        <RecordTabs
          aria-label={t`Seats`}
          basePath={`/licenses/${license.id}`}
          tabs={[
            { key: 'people', label: t({ message: 'People', context: 'holders' }), render: () => <LicenseSeats license={license} assigneeType="PERSON" /> },
            { key: 'devices', label: t`Devices`, render: () => <LicenseSeats license={license} assigneeType="DEVICE" /> },
          ]}
        />
        <RecordHistory
          resourceType="LICENSE"
          resourceId={license.id}
          fieldLabels={licenseFieldLabels}
          valueLabels={licenseEnumLabels}
          dateFields={['termStart', 'expiryDate']}
          references={{ softwareId: license.software ? { [license.software.id]: license.software.name } : {} }}
        />
      </Flex>
    </section>
  );
}
