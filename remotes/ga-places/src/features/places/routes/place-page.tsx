import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EditRecordButton, RecordGate, RecordHeader, useRecordEdit } from '@kanri/ui';
import type { PlaceDetail } from '@kanri/contracts';
import { usePlace } from '../api/get-place';
import { useUpdatePlace } from '../api/update-place';
import { PlaceDescriptions } from '../components/place-descriptions';
import { PlaceForm, type PlaceFormValues } from '../components/place-form';
import { placeStatusColors, placeStatusLabels } from '../components/place-labels';

/** The edit form's starting values: the place's current fields (an English name equal to the Japanese one reads as empty). */
function formValuesOf(place: PlaceDetail): PlaceFormValues {
  return {
    code: place.code,
    nameJa: place.nameJa,
    nameEn: place.nameEn === place.nameJa ? null : place.nameEn,
    status: place.status,
    email: place.email,
    phoneNumber: place.phoneNumber,
    website: place.website,
    addressJa: place.addressJa,
    addressEn: place.addressEn,
    establishedDate: place.establishedDate,
    businessPlaceTypeId: place.businessPlaceTypeId,
    officeTypeId: place.officeTypeId,
    ownershipTypeId: place.ownershipTypeId,
  };
}

/**
 * `/places/{id}` (000 §2, §3 Place): the place's header (avatar, name, code, status) and every
 * field; Edit switches to the form (`PATCH /v2/places/{id}`; a 400 shows under the fields, a taken
 * code under the code). An id that is not a UUID or not the company's shows the not-found page.
 */
export function PlacePage() {
  const place = usePlace(useParams().id);
  return (
    <RecordGate query={place} avatar>
      {(current) => <PlaceView place={current} refetch={() => place.mutate()} />}
    </RecordGate>
  );
}

function PlaceView({ place, refetch }: { place: PlaceDetail; refetch: () => Promise<PlaceDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const update = useUpdatePlace();
  const edit = useRecordEdit(place, { refetch, conflictField: 'code', saved: t`The place was saved.`, failedTitle: t`The place could not be saved.` });
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Places`, to: '/places' }, { label: place.name }]}
        name={place.name}
        avatar={{ src: place.avatarUrl }}
        subtitle={place.code}
        tags={[{ key: 'status', label: i18n._(placeStatusLabels[place.status]), color: placeStatusColors[place.status] }]}
        actions={edit.editing ? undefined : <EditRecordButton onClick={edit.start} />}
      />
      {edit.editing ? (
        <PlaceForm
          label={t`Edit place`}
          defaultValues={formValuesOf(edit.base)}
          submitLabel={t`Save`}
          onCancel={edit.cancel}
          onSubmit={(body, formApi) => edit.save(formApi, (base) => update.trigger({ params: { id: base.id }, body }))}
        />
      ) : (
        <PlaceDescriptions place={place} />
      )}
    </section>
  );
}
