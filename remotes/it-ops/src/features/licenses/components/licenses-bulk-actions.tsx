import { useMemo } from 'react';
import dayjs from 'dayjs';
import { DatePicker, Form, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { bulkActionLabels } from '@kanri/contracts';
import type { BulkActionOption } from '@kanri/ui';

/**
 * The licenses list's bulk actions (issue 31 §2; docs/bulk-actions.md) for `BulkActionsBar` (IT
 * product):
 * - `LICENSES_UNASSIGN_SEATS` (no parameters) frees every seat of each license, as `DELETE
 *   /v2/licenses/{id}/assignments/{assignmentId}` does seat by seat;
 * - `LICENSES_RETIRE` ends each license on `expiryDate` (YYYY-MM-DD, today by default): its expiry
 *   date becomes that day (an earlier one is kept) and auto-renewal is turned off, as `PATCH
 *   /v2/licenses/{id}` would; a license that starts after that day is refused.
 */
export function useLicenseBulkActions(): BulkActionOption[] {
  const { t, i18n } = useLingui();
  return useMemo<BulkActionOption[]>(
    () => [
      { action: 'LICENSES_UNASSIGN_SEATS', label: i18n._(bulkActionLabels.LICENSES_UNASSIGN_SEATS), initialParams: () => ({}) },
      {
        action: 'LICENSES_RETIRE',
        label: i18n._(bulkActionLabels.LICENSES_RETIRE),
        initialParams: () => ({ expiryDate: dayjs().format('YYYY-MM-DD') }),
        renderParams: (params, set) => (
          <Form layout="vertical" component="div">
            <Form.Item label={t`Expiry date`} htmlFor="bulk-expiryDate" required>
              <DatePicker
                id="bulk-expiryDate"
                value={typeof params.expiryDate === 'string' && params.expiryDate ? dayjs(params.expiryDate) : null}
                onChange={(d) => set({ expiryDate: d ? d.format('YYYY-MM-DD') : '' })}
                allowClear={false}
              />
            </Form.Item>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t`Each license ends on this day (an earlier expiry date is kept) and stops renewing automatically. From the next day it is listed under Expired.`}
            </Typography.Paragraph>
          </Form>
        ),
      },
    ],
    [t, i18n],
  );
}
