import { useState } from 'react';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Avatar, Button, Skeleton, Space, Tag } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { ErrorState, NotFoundPage, PageHeader, useSubmitError } from '@kanri/ui';
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
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const toast = useToast();
  const place = usePlace(id);
  const update = useUpdatePlace();
  const onSubmitError = useSubmitError();
  const [editing, setEditing] = useState(false);

  if (!place.data) {
    if (!place.isLoading && (place.error === undefined || isApiError(place.error, 404))) return <NotFoundPage />;
    if (place.error) return <ErrorState description={place.error.message} onRetry={() => void place.mutate()} />;
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading`}>
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const record = place.data;
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Places`, to: '/places' }, { label: record.name }]}
        title={
          <Space>
            <span aria-hidden>
              <Avatar src={record.avatarUrl ?? undefined} alt="">
                {record.name.slice(0, 1)}
              </Avatar>
            </span>
            {record.name}
          </Space>
        }
        description={
          <Space wrap>
            {record.code}
            <Tag color={placeStatusColors[record.status]}>{i18n._(placeStatusLabels[record.status])}</Tag>
          </Space>
        }
        extra={
          editing ? undefined : (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t`Edit`}
            </Button>
          )
        }
      />
      {editing ? (
        <PlaceForm
          label={t`Edit place`}
          defaultValues={formValuesOf(record)}
          submitLabel={t`Save`}
          onCancel={() => setEditing(false)}
          onSubmit={async (body, formApi) => {
            try {
              await update.trigger({ params: { id: record.id }, body });
              toast.success(t`The place was saved.`);
              setEditing(false);
            } catch (error) {
              onSubmitError(formApi, error, { conflictField: 'code', title: t`The place could not be saved.` });
            }
          }}
        />
      ) : (
        <PlaceDescriptions place={record} />
      )}
    </section>
  );
}
