import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Flex, Skeleton } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useDialogs, useToast } from '@kanri/runtime';
import { ErrorState, NotFoundPage, PageHeader } from '@kanri/ui';
import type { NetworkDetail } from '@kanri/contracts';
import { useNetwork } from '../api/get-network';
import { useNetworkHistory } from '../api/get-network-history';
import { useDeleteNetwork } from '../api/delete-network';
import { NetworkDetails } from '../components/network-details';
import { NetworkHistory } from '../components/network-history';
import { NetworkEditForm } from '../components/network-edit-form';

/**
 * `/networks/:id` (000 §2, the page a created network lands on): every field of the network, its
 * history (audit log), Edit (the add form's fields and rules on one page; a stale `version` answers
 * 409 and offers to reload) and Delete (after the confirm dialog, back to `/networks` with a toast).
 * An id that is not a UUID, or a network the API does not find (404), shows the not-found page.
 */
export function NetworkDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const network = useNetwork(id);
  const history = useNetworkHistory(network.data ? network.data.id : null);
  const [editing, setEditing] = useState(false);

  // data stays while a revalidation fails (e.g. just after Delete), so it wins over the error
  if (!network.data) {
    if (!network.isLoading && (!network.error || isApiError(network.error, 404))) return <NotFoundPage />;
    if (network.error) return <ErrorState description={network.error.message} onRetry={() => void network.mutate()} />;
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading`}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const current = network.data;
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Networks`, to: '/networks' }, { label: current.networkName }]}
        title={current.networkName}
        extra={editing ? undefined : <DetailActions network={current} onEdit={() => setEditing(true)} />}
      />
      <Flex vertical gap={16}>
        {editing ? (
          <NetworkEditForm
            network={current}
            onReload={async () => (await network.mutate()) ?? current}
            onDone={() => setEditing(false)}
          />
        ) : (
          <NetworkDetails network={current} />
        )}
        <NetworkHistory entries={history.data?.items} error={history.error} onRetry={() => void history.mutate()} network={current} />
      </Flex>
    </section>
  );
}

/** Edit and Delete of the network page's header. */
function DetailActions({ network, onEdit }: { network: NetworkDetail; onEdit: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const { confirm } = useDialogs();
  const remove = useDeleteNetwork();
  const name = network.networkName;

  const onDelete = async () => {
    const confirmed = await confirm({
      title: t`Delete this network?`,
      content: t`"${name}" will be deleted. This cannot be undone.`,
      okText: t`Delete`,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.trigger({ params: { id: network.id } });
      toast.success(t`The network "${name}" was deleted.`);
      navigate('/networks');
    } catch (error) {
      toast.destructive(t`The network could not be deleted.`, error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <>
      <Button icon={<EditOutlined />} onClick={onEdit}>
        {t`Edit`}
      </Button>
      <Button danger icon={<DeleteOutlined />} loading={remove.isMutating} onClick={() => void onDelete()}>
        {t`Delete`}
      </Button>
    </>
  );
}
