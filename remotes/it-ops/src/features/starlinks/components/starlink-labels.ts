import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  StarlinkAlertCategoryFilter,
  StarlinkAlertStatus,
  StarlinkCategory,
  StarlinkNetworkStatus,
  StarlinkSimStatus,
  StarlinkStatus,
} from '@kanri/contracts';

/** The list's categories (000 §2): active (default), not active, all. */
export const starlinkCategoryLabels: Record<StarlinkCategory, MessageDescriptor> = {
  ACTIVE: msg({ message: 'Active', context: 'starlinkCategory' }),
  NOT_ACTIVE: msg({ message: 'Not active', context: 'starlinkCategory' }),
  ALL: msg({ message: 'All', context: 'starlinkCategory' }),
};

/** A terminal's status (the record header's tag). */
export const starlinkStatusLabels: Record<StarlinkStatus, MessageDescriptor> = {
  ACTIVE: msg({ message: 'Active', context: 'starlinkStatus' }),
  NOT_ACTIVE: msg({ message: 'Not active', context: 'starlinkStatus' }),
};

/** networkStatus (000 §3): 接続中 / サービス停止 / ローミング / 切断. */
export const starlinkNetworkStatusLabels: Record<StarlinkNetworkStatus, MessageDescriptor> = {
  CONNECTED: msg({ message: 'Connected', context: 'starlinkNetworkStatus' }),
  OUT_OF_SERVICE: msg({ message: 'Out of service', context: 'starlinkNetworkStatus' }),
  ROAMING: msg({ message: 'Roaming', context: 'starlinkNetworkStatus' }),
  DISCONNECTED: msg({ message: 'Disconnected', context: 'starlinkNetworkStatus' }),
};

/** simStatus (000 §3): 有効 / 無効 / 一時停止 / 不明. */
export const starlinkSimStatusLabels: Record<StarlinkSimStatus, MessageDescriptor> = {
  ACTIVE: msg({ message: 'Active', context: 'starlinkSimStatus' }),
  INACTIVE: msg({ message: 'Inactive', context: 'starlinkSimStatus' }),
  SUSPENDED: msg({ message: 'Suspended', context: 'starlinkSimStatus' }),
  UNKNOWN: msg({ message: 'Unknown', context: 'starlinkSimStatus' }),
};

/** The tag colours of the network states (antd preset colours). */
export const starlinkNetworkStatusColors: Record<StarlinkNetworkStatus, string> = { CONNECTED: 'green', OUT_OF_SERVICE: 'red', ROAMING: 'blue', DISCONNECTED: 'default' };
/** The tag colours of the SIM states. */
export const starlinkSimStatusColors: Record<StarlinkSimStatus, string> = { ACTIVE: 'green', INACTIVE: 'default', SUSPENDED: 'orange', UNKNOWN: 'default' };

/** The alerts page's categories (001 §2): ALL, 無効化, データ超過, パフォーマンス低下, アップデート, ルーター異常, その他. */
export const starlinkAlertCategoryLabels: Record<StarlinkAlertCategoryFilter, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'starlinkAlertCategory' }),
  DISABLED: msg({ message: 'Disabled', context: 'starlinkAlertCategory' }),
  DATA_OVERAGE: msg({ message: 'Data overage', context: 'starlinkAlertCategory' }),
  PERFORMANCE_ISSUE: msg({ message: 'Performance issue', context: 'starlinkAlertCategory' }),
  UPDATE: msg({ message: 'Update', context: 'starlinkAlertCategory' }),
  ROUTER_ISSUE: msg({ message: 'Router issue', context: 'starlinkAlertCategory' }),
  OTHERS: msg({ message: 'Others', context: 'starlinkAlertCategory' }),
};

/** The alerts page's status filter: open (default), resolved, all. */
export const starlinkAlertStatusLabels: Record<StarlinkAlertStatus, MessageDescriptor> = {
  OPEN: msg({ message: 'Open', context: 'starlinkAlertStatus' }),
  RESOLVED: msg({ message: 'Resolved', context: 'starlinkAlertStatus' }),
  ALL: msg({ message: 'All', context: 'starlinkAlertStatus' }),
};

/** Field labels by the update body's path (the form, the detail tab and the history share them). */
export const starlinkFieldLabels: Record<string, MessageDescriptor> = {
  name: msg({ message: 'Name', context: 'starlink' }),
  placeId: msg({ message: 'Location (place)', context: 'starlink' }),
  adminPersonId: msg({ message: 'Administrator', context: 'starlink' }),
  note: msg({ message: 'Note', context: 'starlink' }),
};
