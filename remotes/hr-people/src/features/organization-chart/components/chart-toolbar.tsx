import { DatePicker, Flex, Segmented, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { orgChartViewModeValues, type OrgChartViewMode } from '@kanri/contracts';
import { orgChartViewModeLabels } from './org-chart-labels';

/** The chart's controls: base date (optional: the plan's chart has none), view mode, compact cards. */
export function ChartToolbar({ baseDate, onBaseDate, viewMode, onViewMode, compact, onCompact }: {
  baseDate?: string;
  onBaseDate?: (date: string) => void;
  viewMode: OrgChartViewMode;
  onViewMode: (mode: OrgChartViewMode) => void;
  compact: boolean;
  onCompact: (compact: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap={16} wrap align="center" style={{ marginBottom: 12 }}>
      {baseDate && onBaseDate && (
        <Flex gap={8} align="center">
          <Typography.Text id="org-base-date-label">{t`Base date`}</Typography.Text>
          <DatePicker aria-labelledby="org-base-date-label" allowClear={false} value={dayjs(baseDate)} onChange={(d) => d && onBaseDate(d.format('YYYY-MM-DD'))} />
        </Flex>
      )}
      <Segmented<OrgChartViewMode>
        aria-label={t`View mode`}
        value={viewMode}
        onChange={onViewMode}
        options={orgChartViewModeValues.map((value) => ({ value, label: i18n._(orgChartViewModeLabels[value]) }))}
      />
      <Flex gap={8} align="center">
        <Switch id="org-compact" checked={compact} onChange={onCompact} />
        <label htmlFor="org-compact">{t`Compact cards`}</label>
      </Flex>
    </Flex>
  );
}
