import { useLingui } from '@lingui/react/macro';
import { RecordSection, RecordSections, RecordTimestamps, useRecordValues } from '@kanri/ui';
import type { PlaceDetail } from '@kanri/contracts';
import { placeFieldLabels } from './place-labels';
import { placeFieldSections } from './place-fields';

/**
 * Every field of one place (000 §3 Place), read-only, in the sections of the form: basic
 * information (code, status, names in both languages, established date), contact (e-mail as a
 * `mailto:` link, phone number, website opening in a new tab), address in both languages,
 * classification (the three types) and the created time. Empty values show "Not set".
 */
export function PlaceDescriptions({ place }: { place: PlaceDetail }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  return (
    <RecordSections>
      {placeFieldSections.map((section) => (
        <RecordSection key={section.key} title={i18n._(section.title)} items={values.items(place, section.fields)} />
      ))}
      <RecordSection
        title={t`Classification`}
        column={{ xs: 1, lg: 3 }}
        items={[
          { key: 'businessPlaceType', label: i18n._(placeFieldLabels.businessPlaceTypeId), children: values.text(place.businessPlaceType?.name) },
          { key: 'officeType', label: i18n._(placeFieldLabels.officeTypeId), children: values.text(place.officeType?.name) },
          { key: 'ownershipType', label: i18n._(placeFieldLabels.ownershipTypeId), children: values.text(place.ownershipType?.name) },
        ]}
      />
      <RecordTimestamps createdAt={place.createdAt} />
    </RecordSections>
  );
}
