import { Flex, Progress, Tag, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import type { StarlinkNetworkStatus, StarlinkSimStatus } from '@kanri/contracts';
import { starlinkNetworkStatusColors, starlinkNetworkStatusLabels, starlinkSimStatusColors, starlinkSimStatusLabels } from './starlink-labels';
import { formatGb, relativeTime, usagePercent } from './starlink-format';

/** The network status as a coloured tag (接続中 / サービス停止 / ローミング / 切断). */
export function NetworkStatusTag({ status }: { status: StarlinkNetworkStatus }) {
  const { i18n } = useLingui();
  return <Tag color={starlinkNetworkStatusColors[status]}>{i18n._(starlinkNetworkStatusLabels[status])}</Tag>;
}

/** The SIM status as a coloured tag (有効 / 無効 / 一時停止 / 不明). */
export function SimStatusTag({ status }: { status: StarlinkSimStatus }) {
  const { i18n } = useLingui();
  return <Tag color={starlinkSimStatusColors[status]}>{i18n._(starlinkSimStatusLabels[status])}</Tag>;
}

/**
 * Data used against the plan: a progress bar (red from 90 %, and at 100 % when over) with
 * "12.3 GB / 1,000 GB (1%)"; an unlimited plan shows the amount and "unlimited" without a bar.
 */
export function DataUsageBar({ usedGb, planGb }: { usedGb: number; planGb: number | null }) {
  const { t, i18n } = useLingui();
  const percent = usagePercent(usedGb, planGb);
  const used = formatGb(usedGb, i18n.locale);
  if (percent === null) return <Typography.Text>{t`${used} (unlimited plan)`}</Typography.Text>;
  const plan = formatGb(planGb!, i18n.locale);
  const label = t`${used} / ${plan} (${percent}%)`;
  return (
    <Flex vertical gap={0}>
      <Progress percent={Math.min(percent, 100)} size="small" showInfo={false} status={percent >= 90 ? 'exception' : 'normal'} aria-label={t`Data usage against plan`} aria-valuetext={label} />
      <Typography.Text type={percent >= 90 ? 'danger' : undefined}>{label}</Typography.Text>
    </Flex>
  );
}

/** Last seen: relative ("3 hours ago") with the absolute date-time beside it; "Never" when null. */
export function LastSeen({ at, now = new Date() }: { at: string | null; now?: Date }) {
  const { t, i18n } = useLingui();
  if (!at) return <Typography.Text type="secondary">{t({ message: 'Never', context: 'starlinkLastSeen' })}</Typography.Text>;
  return (
    <Flex vertical gap={0}>
      <Typography.Text>{relativeTime(at, now, i18n.locale)}</Typography.Text>
      <Typography.Text type="secondary">
        <time dateTime={at}>{formatDate(at, 'dateTime')}</time>
      </Typography.Text>
    </Flex>
  );
}
