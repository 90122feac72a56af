import { Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EditRecordButton, NotFoundPage, RecordGate, RecordHeader, useRecordEdit } from '@kanri/ui';
import type { PlaceDetail } from '@kanri/contracts';
import { usePlace } from '../api/get-place';
import { useUpdatePlace } from '../api/update-place';
import { PlaceDescriptions } from '../components/place-descriptions';
import { PlaceForm, type PlaceFormValues } from '../components/place-form';
import { placeStatusColors, placeStatusLabels } from '../components/place-labels';
import { PlaceTabs, resolvePlaceTab, type PlaceTabKey } from '../components/place-tabs';

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
 * field; Edit switches to the form (`PATCH /v2/places/{id}` with the `version` the edit started
 * from; a 400 shows under the fields, a taken code under the code, and a stale version (409, someone
 * else saved first) keeps what was typed and says the place changed, with Reload; issue 29). An id that is not a UUID or not the company's shows the not-found page.
 * Tabs (route `places/:id/:tab?`): the fields above at `/places/{id}`, the people's labor-core
 * operations at `/places/{id}/labor-core` and the administrators at `/places/{id}/administrators`
 * (issue 15; `PlaceTabs`); another segment shows the not-found page.
 */
export function PlacePage() {
  const params = useParams();
  const tab = resolvePlaceTab(params.tab);
  const place = usePlace(tab === null ? undefined : params.id);
  if (tab === null) return <NotFoundPage />;
  return (
    <RecordGate query={place} avatar>
      {(current) => <PlaceView place={current} refetch={() => place.mutate()} tab={tab} />}
    </RecordGate>
  );
}

function PlaceView({ place, refetch, tab }: { place: PlaceDetail; refetch: () => Promise<PlaceDetail | undefined>; tab: PlaceTabKey | 'details' }) {
  const { t, i18n } = useLingui();
  const update = useUpdatePlace();
  const edit = useRecordEdit(place, {
    refetch,
    conflictField: 'code',
    saved: t`The place was saved.`,
    failedTitle: t`The place could not be saved.`,
    conflictTitle: t`Someone else changed this place while you were editing it.`,
  });
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Places`, to: '/places' }, { label: place.name }]}
        name={place.name}
        avatar={{ src: place.avatarUrl }}
        subtitle={place.code}
        tags={[{ key: 'status', label: i18n._(placeStatusLabels[place.status]), color: placeStatusColors[place.status] }]}
        actions={edit.editing || tab !== 'details' ? undefined : <EditRecordButton onClick={edit.start} />}
      />
      <PlaceTabs
        placeId={place.id}
        active={tab}
        details={
          edit.editing ? (
            <Flex vertical gap={16}>
              {edit.conflictAlert}
              {/* Reload after a conflict moves `base` to the current version and starts the form again from it */}
              <PlaceForm
                key={edit.base.version}
                label={t`Edit place`}
                defaultValues={formValuesOf(edit.base)}
                submitLabel={t`Save`}
                onCancel={edit.cancel}
                onSubmit={(body, formApi) => edit.save(formApi, (base) => update.trigger({ params: { id: base.id }, body: { ...body, version: base.version } }))}
              />
            </Flex>
          ) : (
            <PlaceDescriptions place={place} />
          )
        }
      />
    </section>
  );
}
