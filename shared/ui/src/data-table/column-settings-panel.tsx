import { useId, useRef } from 'react';
import { Button, Checkbox, Flex, Radio, Tooltip, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ColumnSettings, OrderedColumn } from './use-column-settings';

function columnName(column: OrderedColumn): string {
  return typeof column.title === 'string' ? column.title : (column.label ?? column.key);
}

/**
 * The "Columns" popover's content (`ColumnSettingsButton`), its own chunk loaded on the popover's
 * first open (issue 27: its Checkbox and Radio are then not on a list's first screen): a checkbox per
 * column, move up / down buttons, reset, the row height.
 */
export function ColumnSettingsPanel({ settings }: { settings: ColumnSettings }) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const columns = settings.orderedColumns;

  const densityId = useId();
  const commit = (next: OrderedColumn[]) => void settings.setSettings({ columns: next.map((column) => ({ key: column.key, visible: column.visible })), density: settings.density });

  const toggle = (key: string, visible: boolean) => commit(columns.map((column) => (column.key === key ? { ...column, visible } : column)));

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    const moving = columns[index];
    if (!moving || target < 0 || target >= columns.length) return;
    const next = [...columns];
    next.splice(index, 1);
    next.splice(target, 0, moving);
    commit(next);
    // keep the keyboard on the moved column's button (or its other one at either end)
    requestAnimationFrame(() => {
      const row = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-column-key]') ?? [])].find((item) => item.dataset.columnKey === moving.key);
      const preferred = row?.querySelector<HTMLButtonElement>(`button[data-move="${delta < 0 ? 'up' : 'down'}"]:not(:disabled)`);
      (preferred ?? row?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)'))?.focus();
    });
  };

  return (
    <Flex vertical gap={8} style={{ minWidth: 260 }}>
      <Typography.Text strong id={headingId}>
        <Trans>Columns</Trans>
      </Typography.Text>
      <ul ref={listRef} aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {columns.map((column, index) => {
          const name = columnName(column);
          const locked = column.hideable === false;
          return (
            <li key={column.key} data-column-key={column.key}>
              <Flex align="center" justify="space-between" gap={8} style={{ paddingBlock: 2 }}>
                <Checkbox checked={column.visible} disabled={locked} onChange={(event) => toggle(column.key, event.target.checked)}>
                  {column.title}
                </Checkbox>
                <Flex gap={4}>
                  <Tooltip title={t`Move up`}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined aria-hidden />}
                      data-move="up"
                      aria-label={t`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    />
                  </Tooltip>
                  <Tooltip title={t`Move down`}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined aria-hidden />}
                      data-move="down"
                      aria-label={t`Move ${name} down`}
                      disabled={index === columns.length - 1}
                      onClick={() => move(index, 1)}
                    />
                  </Tooltip>
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ul>
      <Button size="small" onClick={() => void settings.reset()}>
        <Trans>Reset to default</Trans>
      </Button>
      <Typography.Text strong id={densityId}>
        <Trans>Row height</Trans>
      </Typography.Text>
      <Radio.Group
        aria-labelledby={densityId}
        size="small"
        optionType="button"
        value={settings.density}
        onChange={(event) => void settings.setDensity(event.target.value)}
        options={[
          { value: 'default', label: t`Standard` },
          { value: 'compact', label: t`Compact` },
        ]}
      />
    </Flex>
  );
}
