import { Card, Descriptions, Flex, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import type { PlaceDetail } from '@kanri/contracts';
import { placeStatusLabels } from './place-labels';

/**
 * Every field of one place (000 §3 Place), read-only, in the sections of the form: basic
 * information (code, status, names in both languages, established date), contact (e-mail as a
 * `mailto:` link, phone number, website opening in a new tab), address in both languages,
 * classification (the three types) and the created time. Empty values show "—".
 */
export function PlaceDescriptions({ place }: { place: PlaceDetail }) {
  const { t, i18n } = useLingui();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const text = (value: string | null | undefined) => (value ? value : none);
  return (
    <Flex vertical gap={16}>
      <Card title={t`Basic information`} size="small">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'code', label: t`Code`, children: place.code },
            { key: 'status', label: t`Status`, children: i18n._(placeStatusLabels[place.status]) },
            { key: 'nameJa', label: t`Name (Japanese)`, children: place.nameJa },
            { key: 'nameEn', label: t`Name (English)`, children: place.nameEn },
            { key: 'establishedDate', label: t`Established date`, children: place.establishedDate ? formatDate(place.establishedDate, 'date') : none },
          ]}
        />
      </Card>
      <Card title={t`Contact`} size="small">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'email', label: t`E-mail`, children: place.email ? <a href={`mailto:${place.email}`}>{place.email}</a> : none },
            { key: 'phoneNumber', label: t`Phone number`, children: text(place.phoneNumber) },
            {
              key: 'website',
              label: t`Website`,
              children: place.website ? (
                <a href={place.website} target="_blank" rel="noreferrer noopener">
                  {place.website}
                </a>
              ) : (
                none
              ),
            },
          ]}
        />
      </Card>
      <Card title={t`Address`} size="small">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'addressJa', label: t`Address (Japanese)`, children: text(place.addressJa) },
            { key: 'addressEn', label: t`Address (English)`, children: text(place.addressEn) },
          ]}
        />
      </Card>
      <Card title={t`Classification`} size="small">
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'businessPlaceType', label: t`Business place type`, children: text(place.businessPlaceType?.name) },
            { key: 'officeType', label: t`Office type`, children: text(place.officeType?.name) },
            { key: 'ownershipType', label: t`Ownership`, children: text(place.ownershipType?.name) },
          ]}
        />
      </Card>
      <Descriptions size="small" items={[{ key: 'createdAt', label: t`Created at`, children: formatDate(place.createdAt, 'dateTime') }]} />
    </Flex>
  );
}
