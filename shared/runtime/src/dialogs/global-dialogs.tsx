import { Button, Modal, Space, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { goBackOrHome, navigateTo } from '../client/navigation';
import { useAuth } from '../auth/auth-context';
import type { ErrorDialogOptions } from './dialogs-context';

/** The global error dialog (000 §2 "Global dialogs"): title, description, go back (history, else `/`). */
export function ErrorDialog({ options, onClose }: { options: ErrorDialogOptions; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      open
      title={options.title ?? t`An error occurred`}
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          onClick={() => {
            onClose();
            goBackOrHome();
          }}
        >
          <Trans>Go back</Trans>
        </Button>
      }
    >
      <Typography.Paragraph>{options.description ?? <Trans>Something went wrong. Please try again.</Trans>}</Typography.Paragraph>
    </Modal>
  );
}

/**
 * The forbidden dialog (000 §6), opened by a 403 answer or by the shell for a module URL the
 * session may not use: the staff home (`/`, which the shell sends to the first permitted module's
 * landing page) when the account has one — the operator account and at least one product, since
 * every product opens a module — else the no-accessible-page message; the individual area when
 * the account has one.
 */
export function ForbiddenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { session } = useAuth();
  const hasStaffHome = (session?.accessibles.hasOperator ?? false) && (session?.accessibles.products.length ?? 0) > 0;
  const hasIndividual = session?.accessibles.hasIndividual ?? false;
  const go = (to: string) => {
    onClose();
    navigateTo(to);
  };
  return (
    <Modal
      open
      title={t`You do not have access to this page`}
      onCancel={onClose}
      footer={
        <Space>
          {hasIndividual ? (
            <Button onClick={() => go('/individual')}>
              <Trans>Go to the individual area</Trans>
            </Button>
          ) : null}
          {hasStaffHome ? (
            <Button type="primary" onClick={() => go('/')}>
              <Trans>Go to the staff home</Trans>
            </Button>
          ) : (
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph>
        <Trans>Your account is not permitted to use this function.</Trans>
      </Typography.Paragraph>
      {hasStaffHome ? null : (
        <Typography.Paragraph type="secondary">
          <Trans>There is no page in the staff area that your account can open.</Trans>
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

