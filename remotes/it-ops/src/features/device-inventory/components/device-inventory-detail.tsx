import { Card, Col, Descriptions, Flex, Progress, Row, Statistic } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { sectionHeading } from '@kanri/ui';
import type { DeviceInventorySummary } from '@kanri/contracts';

/** Whole percent of `part` in `total` (0 when there is nothing). */
export const percentOf = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);

/**
 * The `detail` tab: the request (package, pattern, title, anchor date, requested by and at) and its
 * counts — reported against not reported (a progress ring), good / bad / not owned, reviewed, and
 * how many devices are assigned to a person or installed.
 */
export function DeviceInventoryDetail({ summary }: { summary: DeviceInventorySummary }) {
  const { t } = useLingui();
  const { request, counts } = summary;
  const reportedPercent = percentOf(counts.reported, counts.total);
  const reviewedPercent = percentOf(counts.reviewed, counts.total);
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={sectionHeading}>{t`Inventory request`}</h2>}>
        <Descriptions
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'package', label: t({ message: 'Package', context: 'deviceInventory' }), children: summary.package.name },
            { key: 'pattern', label: t({ message: 'Pattern', context: 'deviceInventory' }), children: summary.pattern.name },
            { key: 'title', label: t({ message: 'Title', context: 'deviceInventory' }), children: request.title ?? summary.pattern.name },
            { key: 'anchorDate', label: t`Anchor date`, children: formatDate(request.anchorDate, 'date') },
            { key: 'requestedBy', label: t`Requested by`, children: request.requestedBy?.name ?? t`Deleted user` },
            { key: 'requestedAt', label: t`Requested at`, children: formatDate(request.requestedAt, 'dateTime') },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card title={<h2 style={sectionHeading}>{t`Self-reports`}</h2>}>
            <Flex gap={24} align="center" wrap>
              <Progress type="circle" percent={reportedPercent} size={96} aria-label={t`Reported: ${reportedPercent}%`} />
              <Flex vertical gap={8}>
                <Statistic title={t({ message: 'Reported', context: 'deviceInventory' })} value={counts.reported} suffix={`/ ${counts.total}`} />
                <Statistic title={t({ message: 'Not reported', context: 'deviceInventory' })} value={counts.notReported} />
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title={<h2 style={sectionHeading}>{t`Reported condition`}</h2>}>
            <Flex gap={24} wrap>
              <Statistic title={t({ message: 'Good', context: 'deviceInventory' })} value={counts.good} styles={{ content: { color: '#237804' } }} />
              <Statistic title={t({ message: 'Bad', context: 'deviceInventory' })} value={counts.bad} styles={{ content: { color: '#a8071a' } }} />
              <Statistic title={t({ message: 'Not owned', context: 'deviceInventory' })} value={counts.notOwned} />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title={<h2 style={sectionHeading}>{t({ message: 'Review', context: 'deviceInventory' })}</h2>}>
            <Flex vertical gap={8}>
              <Statistic title={t({ message: 'Reviewed', context: 'deviceInventory' })} value={counts.reviewed} suffix={`/ ${counts.total}`} />
              <Progress percent={reviewedPercent} aria-label={t`Reviewed: ${reviewedPercent}%`} />
              <Flex gap={24} wrap>
                <Statistic title={t`Assigned to a person`} value={counts.assigned} />
                <Statistic title={t({ message: 'Installed', context: 'deviceInventory' })} value={counts.installed} />
              </Flex>
            </Flex>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
