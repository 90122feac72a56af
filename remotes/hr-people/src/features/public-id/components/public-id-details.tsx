import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { RecordSection, RecordSections, useRecordValues } from '@kanri/ui';
import { nationalIdTypeLabels, publicIdTypeLabels, type PublicIdDetail } from '@kanri/contracts';
import { PublicIdExpiryTag, useCountryName } from '../../../components/public-id-parts';
import { PublicIdNumber } from './public-id-number';

/**
 * The details tab of a public ID, read-only (001 §2): the person (linking to their record), type,
 * kind of national ID, the number (masked; "Reveal" only with `canReveal`), issue and expiry dates
 * (an "Expired" / "Expires soon" tag), issuing country (named in the reader's language), name on
 * the document, issuing authority and note; "Not set" for what is empty.
 */
export function PublicIdDetails({ record }: { record: PublicIdDetail }) {
  const { t } = useLingui();
  const values = useRecordValues();
  const countryName = useCountryName();
  const personPath = record.person.isAlumni ? `/person/alumni/${record.person.id}` : `/person/${record.person.id}`;
  return (
    <RecordSections>
      <RecordSection
        title={t`Public ID`}
        items={[
          { key: 'person', label: t`Person`, children: <Link to={personPath}>{record.person.name}</Link> },
          { key: 'workerNumber', label: t`Worker number`, children: values.text(record.person.workerNumber) },
          { key: 'publicIdType', label: t`Type`, children: values.label(publicIdTypeLabels, record.publicIdType) },
          ...(record.publicIdType === 'NATIONAL_ID'
            ? [{ key: 'nationalIdType', label: t`Kind of national ID`, children: values.label(nationalIdTypeLabels, record.nationalIdType) }]
            : []),
          { key: 'number', label: t`Number`, span: 2, children: <PublicIdNumber record={record} /> },
        ]}
      />
      <RecordSection
        title={t`Document`}
        items={[
          { key: 'issueDate', label: t`Issue date`, children: values.date(record.issueDate) },
          {
            key: 'expiryDate', label: t`Expiry date`,
            children: record.expiryDate ? <Space size={4}>{values.date(record.expiryDate)}<PublicIdExpiryTag expiryDate={record.expiryDate} /></Space> : values.notSet,
          },
          { key: 'issuingCountry', label: t`Issuing country`, children: values.text(countryName(record.issuingCountry)) },
          { key: 'nameOnDocument', label: t`Name on the document`, children: values.text(record.nameOnDocument) },
          { key: 'issuingAuthority', label: t`Issuing authority`, children: values.text(record.issuingAuthority) },
          { key: 'updatedAt', label: t({ message: 'Last updated', context: 'publicId' }), children: values.date(record.updatedAt, 'dateTime') },
          { key: 'note', label: t`Note`, span: 2, children: values.text(record.note) },
        ]}
      />
    </RecordSections>
  );
}
