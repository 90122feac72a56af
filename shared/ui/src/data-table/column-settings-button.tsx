import { useId, useRef } from 'react';
import { Button, Checkbox, Flex, Popover, Radio, Tooltip, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { useColumnSettings, type ColumnSettings, type ColumnSettingsColumn, type OrderedColumn } from './use-column-settings';

/** Props of `ColumnSettingsButton`: the hook's result, or the list's id and columns (it then calls the hook itself). */
export type ColumnSettingsButtonProps = { settings: ColumnSettings } | { tableId: string; columns: readonly ColumnSettingsColumn[] };

function columnName(column: OrderedColumn): string {
  return typeof column.title === 'string' ? column.title : (column.label ?? column.key);
}

/** The popover's content: a checkbox per column, move up / down buttons, reset, the row height. */
function ColumnSettingsPanel({ settings }: { settings: ColumnSettings }) {
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

function OwnColumnSettingsButton({ tableId, columns }: { tableId: string; columns: readonly ColumnSettingsColumn[] }) {
  return <SettingsPopover settings={useColumnSettings(tableId, columns)} />;
}

function SettingsPopover({ settings }: { settings: ColumnSettings }) {
  const { t } = useLingui();
  return (
    <Popover trigger="click" placement="bottomRight" content={<ColumnSettingsPanel settings={settings} />}>
      <Button icon={<SettingOutlined aria-hidden />} aria-haspopup="dialog">
        {t`Columns`}
      </Button>
    </Popover>
  );
}

/**
 * The "Columns" button of a list: a popover with a checkbox per column (shown or hidden; a column
 * that is not `hideable` stays checked), move up / down buttons per column (keyboard: Tab to a
 * button, Enter or Space; focus follows the moved column), "Reset to default" and the row height
 * (standard or compact). Changes apply at once and are saved for the user (`useColumnSettings`).
 *
 * @example
 * const columnSettings = useColumnSettings('networks', settingsColumns);
 * <ColumnSettingsButton settings={columnSettings} />
 * <DataTable columns={columns} columnSettings={columnSettings} … />
 */
export function ColumnSettingsButton(props: ColumnSettingsButtonProps) {
  if ('settings' in props) return <SettingsPopover settings={props.settings} />;
  return <OwnColumnSettingsButton tableId={props.tableId} columns={props.columns} />;
}
