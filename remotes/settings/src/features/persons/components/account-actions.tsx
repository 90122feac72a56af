import { Button, Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useDialogs, useToast } from '@kanri/runtime';
import type { AccountRow } from '@kanri/contracts';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';

/** Props of {@link AccountActions}. */
export interface AccountActionsProps {
  row: AccountRow;
  /** Opens a member's effective permissions; absent in the individual list. */
  onShowPermissions?: (row: Extract<AccountRow, { type: 'MEMBERSHIP' }>) => void;
}

/**
 * The actions of an account-list row (issue 9 "invite (e-mail, expiry, resend, revoke)"): an
 * invitation can be resent (a new link, open again for its period) or revoked after a confirm; a
 * staff member's permissions open in a drawer. Failures toast the server's localized message; a
 * 404 (accepted or revoked meanwhile) says so and the list refreshes.
 */
export function AccountActions({ row, onShowPermissions }: AccountActionsProps) {
  const { t } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const failed = (title: string, error: unknown) =>
    toast.destructive(title, isApiError(error, 404) ? t`This invitation was accepted or revoked meanwhile.` : error instanceof Error ? error.message : undefined);

  if (row.type === 'MEMBERSHIP') {
    return onShowPermissions ? (
      <Button size="small" onClick={() => onShowPermissions(row)} aria-label={t`Permissions of ${row.name}`}>
        {t`Permissions`}
      </Button>
    ) : null;
  }
  return (
    <Space size={4}>
      <Button
        size="small"
        loading={resend.isMutating}
        aria-label={t`Resend the invitation to ${row.email}`}
        onClick={async () => {
          try {
            await resend.trigger({ params: { id: row.id } });
            toast.success(t`The invitation was sent again to ${row.email}.`);
          } catch (error) {
            failed(t`The invitation could not be sent.`, error);
          }
        }}
      >
        {t`Resend`}
      </Button>
      <Button
        size="small"
        danger
        loading={revoke.isMutating}
        aria-label={t`Revoke the invitation to ${row.email}`}
        onClick={async () => {
          const ok = await dialogs.confirm({
            title: t`Revoke the invitation to ${row.email}?`,
            content: t`The invitation link stops working. You can invite the person again later.`,
            okText: t`Revoke`,
            danger: true,
          });
          if (!ok) return;
          try {
            await revoke.trigger({ params: { id: row.id } });
            toast.success(t`The invitation to ${row.email} was revoked.`);
          } catch (error) {
            failed(t`The invitation could not be revoked.`, error);
          }
        }}
      >
        {t`Revoke`}
      </Button>
    </Space>
  );
}
