import { Alert, Button, Card, Descriptions, Flex, QRCode, Space, Typography } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useDialogs, useToast } from '@kanri/runtime';
import { EmptyState, LinkButton, RecordGate, RecordHeader, RecordHistory } from '@kanri/ui';
import { attendanceLinkFields, attendanceLinkStateOf, fieldLabels, type AttendanceLinkRow } from '@kanri/contracts';
import { useAttendanceLink, useCreateAttendanceLink, useReissueAttendanceLink, useUpdateAttendanceLink } from '../api/attendance-links';
import { clockingUrlOf, CopyLinkButton, LinkStateTag } from '../components/link-parts';

/** Size of the printed QR code in CSS pixels (about 7 cm on paper: a phone reads it from a metre). */
export const qrCodeSize = 280;

/** Printing shows only the QR code, the place's name and the hint (the rest of the page is hidden). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a style sheet, not text
const printCss = '@media print { body * { visibility: hidden; } .kanri-print-area, .kanri-print-area * { visibility: visible; } .kanri-print-area { position: absolute; left: 0; top: 0; width: 100%; } }';

/** The link's field labels (`fieldLabels(attendanceLinkFields)`): the page's and the history's (`enabled`, `rotatedAt`, `tokenSuffix`). */
const linkFieldLabels = fieldLabels(attendanceLinkFields);

/**
 * A history value the shared `RecordHistory` would not read as the page does: the link's state
 * (a boolean in the audit entry) by the state's label, the reissue time as a date and time.
 */
function useHistoryValue() {
  const { i18n } = useLingui();
  return (field: string, stored: unknown): string | undefined => {
    if (field === 'enabled' && typeof stored === 'boolean') return i18n._(attendanceLinkFields.enabled.values[attendanceLinkStateOf({ enabled: stored })]);
    if (field === 'rotatedAt' && typeof stored === 'string') return formatDate(stored, 'dateTime') || stored;
    return undefined;
  };
}

/**
 * `/time-and-attendance/attendance-links/:placeId` (001 §2): a place's clocking-terminal link —
 * the URL with its QR code (large enough to print), copy, open, print, reissue (confirmed: the old
 * URL and QR code stop working) and enable/disable — or, for a place without one, a button that
 * creates it. The link's history (created, reissued, enabled, disabled) is below.
 */
export function AttendanceLinkPage() {
  const query = useAttendanceLink(useParams().placeId);
  return <RecordGate query={query}>{(row) => <AttendanceLinkView row={row} />}</RecordGate>;
}

function AttendanceLinkView({ row }: { row: AttendanceLinkRow }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { confirm } = useDialogs();
  const create = useCreateAttendanceLink();
  const reissue = useReissueAttendanceLink();
  const update = useUpdateAttendanceLink();
  const historyValue = useHistoryValue();
  const { place, link } = row;
  const params = { placeId: place.id };
  const failed = (title: string, error: unknown) => {
    if (isApiError(error, 401) || isApiError(error, 403)) return;
    toast.destructive(title, error instanceof Error ? error.message : undefined);
  };

  const onCreate = async () => {
    try {
      await create.trigger({ params });
      toast.success(t`The attendance link was created.`);
    } catch (error) {
      failed(t`The link could not be created.`, error);
    }
  };
  const onReissue = async () => {
    const ok = await confirm({
      title: t`Reissue the link of ${place.name}?`,
      content: t`A new URL and QR code replace the current ones. Terminals and printed QR codes with the current link stop working at once.`,
      okText: t`Reissue`,
      danger: true,
    });
    if (!ok) return;
    try {
      await reissue.trigger({ params });
      toast.success(t`The link was reissued. Open the new link on the terminal and print the new QR code.`);
    } catch (error) {
      failed(t`The link could not be reissued.`, error);
    }
  };
  const onToggle = async () => {
    if (!link) return;
    if (link.enabled) {
      const ok = await confirm({
        title: t`Disable the link of ${place.name}?`,
        content: t`Nobody can clock at this place's terminal until the link is enabled again.`,
        okText: t`Disable`,
        danger: true,
      });
      if (!ok) return;
    }
    try {
      await update.trigger({ params, body: { enabled: !link.enabled, version: link.version } });
      toast.success(link.enabled ? t`The link was disabled.` : t`The link was enabled.`);
    } catch (error) {
      failed(t`The link could not be changed.`, error);
    }
  };

  return (
    <section>
      <style>{printCss}</style>
      <RecordHeader
        name={place.name}
        subtitle={place.code}
        breadcrumb={[{ label: t({ message: 'Attendance links', context: 'attendanceLinks' }), to: '/time-and-attendance/attendance-links' }, { label: place.name }]}
        tags={[{ key: 'state', label: i18n._(attendanceLinkFields.enabled.values[attendanceLinkStateOf(link)]), color: link?.enabled ? 'green' : undefined }]}
      />
      {link ? (
        <Card>
          <Flex gap={32} wrap align="flex-start">
            <div className="kanri-print-area" style={{ textAlign: 'center' }}>
              <QRCode type="svg" value={clockingUrlOf(link)} size={qrCodeSize} status={link.enabled ? 'active' : 'expired'} bordered={false} aria-label={t`QR code of the clocking link of ${place.name}`} />
              <Typography.Title level={2} style={{ fontSize: 20, marginTop: 8 }}>
                {place.name}
              </Typography.Title>
              <Typography.Text type="secondary">{t`Scan to open the clocking terminal`}</Typography.Text>
            </div>
            <Space orientation="vertical" size="middle" style={{ flex: 1, minWidth: 280 }}>
              {!link.enabled ? <Alert type="warning" showIcon title={t`This link is disabled: its terminal refuses every clocking.`} /> : null}
              <Descriptions
                column={1}
                bordered
                size="small"
                items={[
                  { key: 'url', label: i18n._(linkFieldLabels.clockingPath), children: <Typography.Text code style={{ wordBreak: 'break-all' }}>{clockingUrlOf(link)}</Typography.Text> },
                  { key: 'state', label: i18n._(linkFieldLabels.enabled), children: <LinkStateTag link={link} /> },
                  { key: 'people', label: t`People clocking here`, children: row.peopleCount },
                  { key: 'createdAt', label: t`Created`, children: formatDate(link.createdAt, 'dateTime') },
                  { key: 'rotatedAt', label: i18n._(linkFieldLabels.rotatedAt), children: link.rotatedAt ? formatDate(link.rotatedAt, 'dateTime') : t`Never` },
                ]}
              />
              <Space wrap>
                <CopyLinkButton link={link} placeName={place.name} />
                {link.enabled ? <LinkButton type="primary" to={link.clockingPath}>{t`Open terminal`}</LinkButton> : null}
                <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                  {t`Print QR code`}
                </Button>
                <Button danger onClick={() => void onReissue()} loading={reissue.isMutating}>
                  {t`Reissue link`}
                </Button>
                <Button onClick={() => void onToggle()} loading={update.isMutating}>
                  {link.enabled ? t`Disable link` : t`Enable link`}
                </Button>
              </Space>
            </Space>
          </Flex>
        </Card>
      ) : (
        <Card>
          <EmptyState
            title={t`This place has no attendance link yet`}
            description={t`Create one to open this place's clocking terminal on a tablet and print its QR code.`}
            action={
              <Button type="primary" onClick={() => void onCreate()} loading={create.isMutating}>
                {t`Create a link`}
              </Button>
            }
          />
        </Card>
      )}
      <div style={{ marginTop: 24 }}>
        <RecordHistory resourceType="ATTENDANCE_LINK" resourceId={place.id} fieldLabels={linkFieldLabels} renderValue={historyValue} />
      </div>
    </section>
  );
}
