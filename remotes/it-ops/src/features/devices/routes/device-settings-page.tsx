import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@kanri/ui';
import { DeviceAreaNav } from '../components/device-area-nav';

/**
 * `/devices/settings` (001 §2): the devices area's settings — the device models catalog
 * (`/devices/settings/catalog`) and the MDM / IT SaaS sources (`/devices/external-it-saas`).
 */
export function DeviceSettingsPage() {
  const { t } = useLingui();
  const entries = [
    { to: '/devices/settings/catalog', title: t`Device models catalog`, text: t`Models with their maker, OS and lifecycle. Choosing one fills in a new device.` },
    { to: '/devices/external-it-saas', title: t`MDM and IT SaaS`, text: t`Sources that report devices, and their imports.` },
  ];
  return (
    <>
      <DeviceAreaNav />
      <PageHeader title={t`Device settings`} />
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col key={entry.to} xs={24} md={12}>
            <Card>
              <Link to={entry.to}>
                <Typography.Text strong>{entry.title}</Typography.Text>
              </Link>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {entry.text}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
