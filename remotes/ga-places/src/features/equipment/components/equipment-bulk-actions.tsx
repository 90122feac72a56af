import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { bulkActionLabels } from '@kanri/contracts';
import type { BulkActionOption } from '@kanri/ui';

/**
 * The equipment list's bulk actions (issue 31 §2; docs/bulk-actions.md) for `BulkActionsBar`:
 * `EQUIPMENT_ENABLE` and `EQUIPMENT_DISABLE`, without parameters. The server applies each row as
 * `PATCH /v2/equipment/{id}/enable|disable` does (GA product; a row already so is unchanged).
 */
export function useEquipmentBulkActions(): BulkActionOption[] {
  const { i18n } = useLingui();
  return useMemo<BulkActionOption[]>(
    () =>
      (['EQUIPMENT_ENABLE', 'EQUIPMENT_DISABLE'] as const).map((action) => ({
        action,
        label: i18n._(bulkActionLabels[action]),
        initialParams: () => ({}),
      })),
    [i18n],
  );
}
