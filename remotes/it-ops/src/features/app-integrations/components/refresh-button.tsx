import { Button, Space, Typography } from 'antd';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useToast } from '@kanri/runtime';
import type { AppIntegration } from '@kanri/contracts';
import { useAppRefreshStatus, useRefreshAppResources } from '../api/refresh';

/**
 * The Refresh button of the users tab (001 §4, §8, §9): `POST …/refresh-resources` and its three
 * toasts — triggered (ENQUEUED), already in progress, rate limited — then the status, re-read every
 * 5 s while IN_PROGRESS (the button spins meanwhile). A failure is a destructive toast.
 */
export function RefreshButton({ integration }: { integration: AppIntegration }) {
  const { t } = useLingui();
  const toast = useToast();
  const status = useAppRefreshStatus(integration.id);
  const refresh = useRefreshAppResources();
  const running = status.data?.status === 'IN_PROGRESS';
  const onClick = async () => {
    try {
      const { result } = await refresh.trigger({ params: { id: integration.id } });
      if (result === 'ENQUEUED') toast.success(t`The refresh of the accounts started.`);
      else if (result === 'ALREADY_IN_PROGRESS') toast.info(t`A refresh of the accounts is already in progress.`);
      else toast.warning(t`The accounts were refreshed a moment ago. Try again in a minute.`);
      await status.mutate();
    } catch (error) {
      toast.destructive(t`The accounts could not be refreshed.`, isApiError(error) ? error.message : undefined);
    }
  };
  const last = status.data?.lastRefreshedAt;
  return (
    <Space>
      <Typography.Text type="secondary" role="status">
        {running ? t`Refreshing…` : last ? t`Last refreshed ${formatDate(last, 'dateTime')}` : null}
        {status.data?.status === 'FAILED' && status.data.error ? ` ${t`Last refresh failed: ${status.data.error}`}` : null}
      </Typography.Text>
      <Button icon={<SyncOutlined spin={running} />} onClick={() => void onClick()} loading={refresh.isMutating} disabled={running || integration.status === 'DEACTIVATED'}>
        {t`Refresh`}
      </Button>
    </Space>
  );
}
