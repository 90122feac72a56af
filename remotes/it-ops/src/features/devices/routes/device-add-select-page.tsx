import { Card, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader, DeviceAvatar } from '@kanri/ui';
import { deviceGenreValues, deviceTypeOf } from '@kanri/contracts';
import { deviceGenreLabels } from '../components/device-labels';

/**
 * `/devices/add` (001 §2 "Devices" add flow): choose one of the 7 genres; each card links to
 * `/devices/add/{deviceType}` (the form) and to `/devices/import-csv/{deviceType}` (many at once).
 */
export function DeviceAddSelectPage() {
  const { t, i18n } = useLingui();
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Devices`, to: '/devices/inventory' }, { label: t`Add device` }]}
        title={t`Add device`}
        description={t`Choose the genre of the device to add.`}
      />
      <Row gutter={[16, 16]}>
        {deviceGenreValues.map((genre) => {
          const genreLabel = i18n._(deviceGenreLabels[genre]);
          const type = deviceTypeOf(genre);
          return (
            <Col key={genre} xs={24} sm={12} lg={8}>
              <Card>
                <Flex gap={12} align="center">
                  <DeviceAvatar genre={genre} avatarUrl={null} size="large" />
                  <Flex vertical gap={4}>
                    <Link to={`/devices/add/${type}`}>
                      <Typography.Text strong>{t`Add a device: ${genreLabel}`}</Typography.Text>
                    </Link>
                    <Link to={`/devices/import-csv/${type}`}>{t`Import from CSV: ${genreLabel}`}</Link>
                  </Flex>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
