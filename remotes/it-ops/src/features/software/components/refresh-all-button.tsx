import { Button } from 'antd';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { useRefreshAll, useRefreshAllStatus } from '../api/refresh-all';

/**
 * "Refresh all" (001 §4, §8, §9): queues a refresh of every integration's accounts and says how it
 * went — triggered (ENQUEUED), already in progress, rate limited — then shows the refreshes running
 * (the status is read every 5 s while IN_PROGRESS).
 */
export function RefreshAllButton() {
  const { t } = useLingui();
  const toast = useToast();
  const status = useRefreshAllStatus();
  const refresh = useRefreshAll();
  const running = status.data?.status === 'IN_PROGRESS';
  const onClick = async () => {
    try {
      const { result } = await refresh.trigger({});
      if (result === 'ENQUEUED') toast.success(t`Refreshing the accounts of every integration.`);
      else if (result === 'ALREADY_IN_PROGRESS') toast.info(t`A refresh is already in progress.`);
      else toast.warning(t`The accounts were refreshed a moment ago. Try again in a minute.`);
      void status.mutate();
    } catch (error) {
      toast.destructive(t`The refresh could not be started.`, error instanceof Error ? error.message : undefined);
    }
  };
  const inProgress = status.data?.inProgress ?? 0;
  return (
    <Button icon={<SyncOutlined spin={running} />} onClick={() => void onClick()} loading={refresh.isMutating}>
      {running ? t`Refreshing (${inProgress})…` : t`Refresh all`}
    </Button>
  );
}
