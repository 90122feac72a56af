import { Avatar, Button, Flex, Tag, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { OrgPlanUnit, OrgUnit } from '@kanri/contracts';
import { orgPlanChangeColors, orgPlanChangeLabels, orgUnitKindLabels } from './org-chart-labels';

/** A unit as the chart draws it: the chart's unit, or a plan's unit with what the plan does to it. */
export type ChartUnit = OrgUnit & Partial<Pick<OrgPlanUnit, 'change' | 'renamed' | 'moved' | 'headChanged' | 'kindChanged' | 'before'>>;

/** The change tags of a plan's unit (Added, Abolished, Renamed, Moved, New head). */
export function useChangeTags(unit: ChartUnit): { key: string; label: string; color: string }[] {
  const { i18n } = useLingui();
  if (!unit.change) return [];
  const color = orgPlanChangeColors[unit.change];
  if (unit.change !== 'CHANGED') return [{ key: unit.change, label: i18n._(orgPlanChangeLabels[unit.change]), color }];
  const tags = [
    unit.renamed && 'RENAMED', unit.moved && 'MOVED', unit.headChanged && 'HEAD_CHANGED', unit.kindChanged && 'CHANGED',
  ].filter((k): k is 'RENAMED' | 'MOVED' | 'HEAD_CHANGED' | 'CHANGED' => !!k);
  return (tags.length ? tags : ['CHANGED' as const]).map((k) => ({ key: k, label: i18n._(orgPlanChangeLabels[k]), color }));
}

/**
 * One unit's card: kind, name, head (avatar and name; ja: family name first), member count (and the
 * total with its sub-units when it has some), a plan's
 * change tags (its border in the change's colour), and the collapse/expand button when it has sub-units.
 */
export function OrgUnitCard({ unit, compact, childCount, collapsed, total, onToggle, onOpen }: {
  unit: ChartUnit;
  /** Members of the unit and every unit below it (shown when it has sub-units). */
  total?: number;
  compact: boolean;
  childCount: number;
  collapsed: boolean;
  onToggle?: () => void;
  onOpen: () => void;
}) {
  const { t, i18n } = useLingui();
  const tags = useChangeTags(unit);
  const border = unit.change ? orgPlanChangeColors[unit.change] : '#d9d9d9';
  return (
    <div
      style={{ width: '100%', height: '100%', boxSizing: 'border-box', border: `${unit.change ? 2 : 1}px solid ${border}`, borderRadius: 8, background: unit.change === 'ABOLISHED' ? '#fff1f0' : '#fff', padding: compact ? '4px 8px' : '8px 10px', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Flex justify="space-between" align="center" gap={4}>
        <Typography.Text type="secondary" style={{ fontSize: 11 }}>{i18n._(orgUnitKindLabels[unit.kind])}</Typography.Text>
        <span>{tags.map((tag) => <Tag key={tag.key} color={tag.color} style={{ fontSize: 10, lineHeight: '16px', marginInlineEnd: 2 }}>{tag.label}</Tag>)}</span>
      </Flex>
      <Button type="link" onClick={onOpen} style={{ padding: 0, height: 'auto', justifyContent: 'flex-start', fontWeight: 600 }} className="nodrag">
        <Typography.Text ellipsis delete={unit.change === 'ABOLISHED'} style={{ maxWidth: compact ? 140 : 190, color: 'inherit' }}>{unit.name}</Typography.Text>
      </Button>
      {!compact && (
        <Flex align="center" gap={6}>
          <Avatar size={24} src={unit.head?.avatarUrl ?? undefined} aria-hidden>{unit.head?.name.slice(0, 1)}</Avatar>
          <Typography.Text ellipsis style={{ maxWidth: 160, fontSize: 12 }}>{unit.head ? unit.head.name : t`No head`}</Typography.Text>
        </Flex>
      )}
      <Flex justify="space-between" align="center">
        <Typography.Text style={{ fontSize: 12 }}>
          <TeamOutlined aria-hidden /> {t`${unit.memberCount} members`}
          {childCount > 0 && total !== undefined && <Typography.Text type="secondary" style={{ fontSize: 12 }}> {t`(${total} in total)`}</Typography.Text>}
        </Typography.Text>
        {childCount > 0 && onToggle && (
          <Button size="small" type="text" className="nodrag" onClick={onToggle} aria-expanded={!collapsed} aria-label={collapsed ? t`Expand ${unit.name}` : t`Collapse ${unit.name}`}>
            {collapsed ? `+${childCount}` : '−'}
          </Button>
        )}
      </Flex>
    </div>
  );
}
