import { Tag } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { RecordSection, RecordSections, RecordTimestamps, useRecordValues } from '@kanri/ui';
import type { LicenseDetail } from '@kanri/contracts';
import { allocationTypeLabels, billingUnitLabels, licenseFieldLabels, perUnitBasisLabels } from './license-labels';
import { LicenseSeatsTag } from './license-seats-tag';
import { formatAmount } from './license-format';

/** The read-only license: contract (seats total vs used, price, term and expiry) and what it is for. */
export function LicenseDetails({ license }: { license: LicenseDetail }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const label = (name: keyof typeof licenseFieldLabels) => i18n._(licenseFieldLabels[name]);
  return (
    <RecordSections>
      <RecordSection
        title={t`Contract`}
        items={[
          { key: 'seats', label: label('seatsTotal'), children: <LicenseSeatsTag seatsUsed={license.seatsUsed} seatsTotal={license.seatsTotal} /> },
          { key: 'perUnitBasis', label: label('perUnitBasis'), children: values.label(perUnitBasisLabels, license.perUnitBasis) },
          {
            key: 'price',
            label: label('price'),
            children: license.price === null ? values.notSet : `${formatAmount(license.price, license.currency, i18n.locale)} / ${i18n._(billingUnitLabels[license.billingUnit])}`,
          },
          { key: 'termStart', label: label('termStart'), children: values.date(license.termStart, 'date') },
          {
            key: 'expiryDate',
            label: label('expiryDate'),
            children: (
              <>
                {values.date(license.expiryDate, 'date')} {license.isExpired ? <Tag>{t`Expired`}</Tag> : null}
              </>
            ),
          },
          { key: 'autoRenewal', label: label('autoRenewal'), children: license.autoRenewal ? t`Yes` : t`No` },
        ]}
      />
      <RecordSection
        title={t`License information`}
        items={[
          { key: 'allocationType', label: label('allocationType'), children: values.label(allocationTypeLabels, license.allocationType) },
          { key: 'software', label: label('softwareId'), children: values.text(license.software?.name) },
          { key: 'appIntegrationId', label: label('appIntegrationId'), children: values.text(license.appIntegrationId) },
          { key: 'vendorName', label: label('vendorName'), children: values.text(license.vendorName) },
          { key: 'notes', label: label('notes'), children: values.text(license.notes), span: 'filled' },
        ]}
      />
      <RecordTimestamps createdAt={license.createdAt} updatedAt={license.updatedAt} />
    </RecordSections>
  );
}
