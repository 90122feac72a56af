import { Suspense, lazy } from 'react';
import { Button, Popover, Spin } from 'antd';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { useLingui } from '@lingui/react/macro';
import { useColumnSettings, type ColumnSettings, type ColumnSettingsColumn } from './use-column-settings';

/** Props of `ColumnSettingsButton`: the hook's result, or the list's id and columns (it then calls the hook itself). */
export type ColumnSettingsButtonProps = { settings: ColumnSettings } | { tableId: string; columns: readonly ColumnSettingsColumn[] };

/** The popover's content, its own chunk (fetched once; pointing at or focusing the button starts it). */
const loadPanel = () => import('./column-settings-panel');
const ColumnSettingsPanel = lazy(async () => ({ default: (await loadPanel()).ColumnSettingsPanel }));

function OwnColumnSettingsButton({ tableId, columns }: { tableId: string; columns: readonly ColumnSettingsColumn[] }) {
  return <SettingsPopover settings={useColumnSettings(tableId, columns)} />;
}

function SettingsPopover({ settings }: { settings: ColumnSettings }) {
  const { t } = useLingui();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <Suspense fallback={<Spin size="small" />}>
          <ColumnSettingsPanel settings={settings} />
        </Suspense>
      }
    >
      <Button icon={<SettingOutlined aria-hidden />} aria-haspopup="dialog" onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()}>
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
 * The popover's content loads on its first open (`column-settings-panel.tsx`; pointing at or
 * focusing the button fetches it ahead), so a list's first screen draws no Checkbox or Radio.
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
