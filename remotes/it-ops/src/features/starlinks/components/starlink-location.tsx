import { lazy, Suspense } from 'react';
import { Alert, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { sectionHeading } from '@kanri/ui';
import type { StarlinkDetail } from '@kanri/contracts';
import { useStarlinkMapSettings } from '../api/get-starlink-map-settings';
import { formatCoordinates } from './starlink-map-data';

/** Leaflet and the base layer load only when a location card renders (the overview tab). */
const StarlinkMap = lazy(async () => ({ default: (await import('./starlink-map')).StarlinkMap }));

/**
 * The overview's location card: the map (lazy) and beside it its text alternative — the place,
 * the coordinates (or "Not located yet") — so the location reads without the map.
 */
export function StarlinkLocation({ starlink }: { starlink: StarlinkDetail }) {
  const { t } = useLingui();
  const settings = useStarlinkMapSettings();
  const located = starlink.latitude !== null && starlink.longitude !== null;
  const name = starlink.name;
  return (
    <Card title={<h2 style={sectionHeading}>{t`Location`}</h2>}>
      <Flex gap={16} wrap>
        <div style={{ flex: '2 1 360px', minWidth: 0 }}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
            <StarlinkMap latitude={starlink.latitude} longitude={starlink.longitude} label={t`Map of the location of ${name}`} markerLabel={name} tiles={settings.data} />
          </Suspense>
        </div>
        <div style={{ flex: '1 1 220px' }}>
          <Descriptions
            column={1}
            size="small"
            aria-label={t`Location of ${name} as text`}
            items={[
              { key: 'place', label: t`Place`, children: starlink.place?.name ?? <Typography.Text type="secondary">{t`No place (a ship or a remote site)`}</Typography.Text> },
              {
                key: 'coordinates',
                label: t`Coordinates (latitude, longitude)`,
                children: located ? formatCoordinates(starlink.latitude!, starlink.longitude!) : <Typography.Text type="secondary">{t`Not located yet`}</Typography.Text>,
              },
            ]}
          />
          {settings.data?.tileUrlTemplate ? null : <Alert type="info" showIcon style={{ marginTop: 12 }} message={t`The map shows coastlines only. An administrator can configure a tile server for detailed maps.`} />}
        </div>
      </Flex>
    </Card>
  );
}
