import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { RecordSection, RecordSections, useRecordValues } from '@kanri/ui';
import { personFields, publicIdFields, type PublicIdDetail } from '@kanri/contracts';
import { PublicIdExpiryTag, useCountryName } from '../../../components/public-id-parts';
import { PublicIdNumber } from './public-id-number';

/**
 * The details tab of a public ID, read-only (001 §2): the person (linking to their record), type,
 * kind of national ID, the number (masked; "Reveal" only with `canReveal`), issue and expiry dates
 * (an "Expired" / "Expires soon" tag), issuing country (named in the reader's language), name on
 * the document, issuing authority and note; "Not set" for what is empty. Labels are the contracts'
 * `publicIdFields` (the worker number's `personFields`; issue 30).
 */
export function PublicIdDetails({ record }: { record: PublicIdDetail }) {
  const { t, i18n } = useLingui();
  const label = (key: keyof typeof publicIdFields) => i18n._(publicIdFields[key].label);
  const values = useRecordValues();
  const countryName = useCountryName();
  const personPath = record.person.isAlumni ? `/person/alumni/${record.person.id}` : `/person/${record.person.id}`;
  return (
    <RecordSections>
      <RecordSection
        title={t`Public ID`}
        items={[
          { key: 'person', label: label('personId'), children: <Link to={personPath}>{record.person.name}</Link> },
          { key: 'workerNumber', label: i18n._(personFields['employeeInformation.workerNumber'].label), children: values.text(record.person.workerNumber) },
          { key: 'publicIdType', label: label('publicIdType'), children: values.label(publicIdFields.publicIdType.values, record.publicIdType) },
          ...(record.publicIdType === 'NATIONAL_ID'
            ? [{ key: 'nationalIdType', label: label('nationalIdType'), children: values.label(publicIdFields.nationalIdType.values, record.nationalIdType) }]
            : []),
          { key: 'number', label: label('number'), span: 2, children: <PublicIdNumber record={record} /> },
        ]}
      />
      <RecordSection
        title={t`Document`}
        items={[
          { key: 'issueDate', label: label('issueDate'), children: values.date(record.issueDate) },
          {
            key: 'expiryDate', label: label('expiryDate'),
            children: record.expiryDate ? <Space size={4}>{values.date(record.expiryDate)}<PublicIdExpiryTag expiryDate={record.expiryDate} /></Space> : values.notSet,
          },
          { key: 'issuingCountry', label: label('issuingCountry'), children: values.text(countryName(record.issuingCountry)) },
          { key: 'nameOnDocument', label: label('nameOnDocument'), children: values.text(record.nameOnDocument) },
          { key: 'issuingAuthority', label: label('issuingAuthority'), children: values.text(record.issuingAuthority) },
          { key: 'updatedAt', label: t({ message: 'Last updated', context: 'publicId' }), children: values.date(record.updatedAt, 'dateTime') },
          { key: 'note', label: label('note'), span: 2, children: values.text(record.note) },
        ]}
      />
    </RecordSections>
  );
}
