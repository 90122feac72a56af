import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { bulkActionLabels } from '@kanri/contracts';
import type { BulkActionOption } from '@kanri/ui';

/**
 * The licenses list's bulk actions (issue 31 §2; docs/bulk-actions.md) for `BulkActionsBar`:
 * `LICENSES_UNASSIGN_SEATS` (no parameters) frees every seat of each license, as `DELETE
 * /v2/licenses/{id}/assignments/{assignmentId}` does seat by seat (IT product).
 */
export function useLicenseBulkActions(): BulkActionOption[] {
  const { i18n } = useLingui();
  return useMemo<BulkActionOption[]>(
    () => [{ action: 'LICENSES_UNASSIGN_SEATS', label: i18n._(bulkActionLabels.LICENSES_UNASSIGN_SEATS), initialParams: () => ({}) }],
    [i18n],
  );
}
