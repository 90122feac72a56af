import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { enumValueLabels, fieldLabels, starlinkFields, starlinkAlertCategoryLabels as alertCategoryLabels } from '@kanri/contracts';
import type {
  StarlinkAlertCategoryFilter,
  StarlinkAlertStatus,
  StarlinkCategory,
  StarlinkNetworkStatus,
  StarlinkSimStatus,
  StarlinkStatus,
} from '@kanri/contracts';

// The terminal's fields and their enumerations' values are the contracts' one description
// (`starlinkFields`, issue 30; docs/fields.md): the list, the overview, the detail tab, the form
// and the history read them.

/** A terminal's status (the record header's tag; `starlinkFields`). */
export const starlinkStatusLabels: Record<StarlinkStatus, MessageDescriptor> = starlinkFields.status.values;

/** The list's categories (000 §2): the statuses' labels and `ALL` (the list's own). */
export const starlinkCategoryLabels: Record<StarlinkCategory, MessageDescriptor> = {
  ...starlinkStatusLabels,
  ALL: msg({ message: 'All', context: 'starlinkCategory' }),
};

/** networkStatus (000 §3; `starlinkFields`): 接続中 / サービス停止 / ローミング / 切断. */
export const starlinkNetworkStatusLabels: Record<StarlinkNetworkStatus, MessageDescriptor> = starlinkFields.networkStatus.values;

/** simStatus (000 §3; `starlinkFields`): 有効 / 無効 / 一時停止 / 不明. */
export const starlinkSimStatusLabels: Record<StarlinkSimStatus, MessageDescriptor> = starlinkFields.simStatus.values;

/** The tag colours of the network states (antd preset colours). */
export const starlinkNetworkStatusColors: Record<StarlinkNetworkStatus, string> = { CONNECTED: 'green', OUT_OF_SERVICE: 'red', ROAMING: 'blue', DISCONNECTED: 'default' };
/** The tag colours of the SIM states. */
export const starlinkSimStatusColors: Record<StarlinkSimStatus, string> = { ACTIVE: 'green', INACTIVE: 'default', SUSPENDED: 'orange', UNKNOWN: 'default' };

/**
 * The alerts page's categories (001 §2): the contracts' one description of each category
 * (`starlinkAlertCategoryLabels`, also the cockpit's) and `ALL` (the page's own).
 */
export const starlinkAlertCategoryLabels: Record<StarlinkAlertCategoryFilter, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'starlinkAlertCategory' }),
  ...alertCategoryLabels,
};

/** The alerts page's status filter: open (default), resolved, all. */
export const starlinkAlertStatusLabels: Record<StarlinkAlertStatus, MessageDescriptor> = {
  OPEN: msg({ message: 'Open', context: 'starlinkAlertStatus' }),
  RESOLVED: msg({ message: 'Resolved', context: 'starlinkAlertStatus' }),
  ALL: msg({ message: 'All', context: 'starlinkAlertStatus' }),
};

/**
 * The terminal's field labels by the row's, detail's and update body's names (`fieldLabels(starlinkFields)`):
 * the list's column titles, the overview, the detail tab, the form and the history share them.
 */
export const starlinkFieldLabels = fieldLabels(starlinkFields);

/** The enumeration labels of the terminal's enum fields, by field (the history shows stored codes with them). */
export const starlinkEnumLabels = enumValueLabels(starlinkFields);
