import { useLingui } from '@lingui/react/macro';
import { useRecordEdit } from '@kanri/ui';
import type { SoftwareDetail } from '@kanri/contracts';

/**
 * The kit's `useRecordEdit` for a software's tabs (detail, architecture): one edit at a time on
 * `software`, `refetch` after a save or a 409, and the software's saved / failed / conflict toasts.
 */
export function useSoftwareEdit(software: SoftwareDetail, refetch: () => Promise<SoftwareDetail | undefined>) {
  const { t } = useLingui();
  return useRecordEdit(software, {
    refetch,
    saved: t`The software was updated.`,
    failedTitle: t`The software could not be updated.`,
    conflictTitle: t`Someone else changed this software while you were editing it.`,
  });
}

/** What {@link useSoftwareEdit} returns, as the edit forms receive it. */
export type SoftwareEdit = ReturnType<typeof useSoftwareEdit>;
