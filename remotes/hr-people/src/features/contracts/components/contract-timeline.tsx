import { useState } from 'react';
import { Button, Card, Flex, Input, Table, Tag, Timeline, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useToast } from '@kanri/runtime';
import { EmptyState, ErrorState, sectionHeading } from '@kanri/ui';
import { contractEventKindLabels, type ContractDetail, type ContractEvent, type ContractEventKind } from '@kanri/contracts';
import { useApproveContract, useContractEvents, useRejectContract } from '../api/contract-record';

const kindColors: Partial<Record<ContractEventKind, string>> = { APPROVED: 'green', REJECTED: 'red', TERMINATED: 'red', SUBMITTED: 'blue', RENEWED: 'cyan', RENEWED_FROM: 'cyan' };

/**
 * The operation-activity tab: the contract's lifecycle as a timeline, oldest first — created (or
 * imported, or started as a renewal), submitted, approved or rejected with the comment, renewed
 * (a link to the other term), terminated — each with who and when.
 */
export function ContractOperationActivity({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useLingui();
  const events = useContractEvents(contract.id);
  return (
    <Card title={<h2 style={sectionHeading}>{t`Lifecycle`}</h2>}>
      {events.error ? (
        <ErrorState onRetry={() => events.mutate()} />
      ) : !events.data ? (
        <Typography.Text type="secondary" role="status">{t`Loading`}</Typography.Text>
      ) : (
        <Timeline
          items={events.data.items.map((e) => ({
            key: e.id,
            color: kindColors[e.kind] ?? 'gray',
            children: (
              <Flex vertical gap={2}>
                <Typography.Text strong>{i18n._(contractEventKindLabels[e.kind])}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatDate(e.occurredAt, 'dateTime')} · {e.actor?.name ?? t`System or deleted user`}
                </Typography.Text>
                {e.comment ? <Typography.Text>{e.comment}</Typography.Text> : null}
                {e.relatedContractId ? <Link to={`/contract/${e.relatedContractId}/structure`}>{e.kind === 'RENEWED' ? t`Open the next term` : t`Open the previous term`}</Link> : null}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}

/**
 * The approval-info tab (稟議・承認): the submissions and decisions recorded (who, when, decision,
 * comment) and, while the contract is UNDER_APPROVAL, Approve and Reject with a comment (a
 * rejection needs one: it returns the contract to draft).
 */
export function ContractApprovalInfo({ contract, onChanged }: { contract: ContractDetail; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const events = useContractEvents(contract.id);
  const approve = useApproveContract();
  const reject = useRejectContract();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && comment.trim() === '') {
      setError(t`Enter why the contract is rejected.`);
      return;
    }
    setError(null);
    try {
      const input = { params: { id: contract.id }, body: { version: contract.version, comment: comment.trim() || null } };
      if (decision === 'approve') await approve.trigger(input);
      else await reject.trigger({ ...input, body: { ...input.body, comment: comment.trim() } });
      toast.success(decision === 'approve' ? t`The contract was approved.` : t`The contract was returned to draft.`);
      setComment('');
      onChanged();
    } catch (e) {
      toast.destructive(t`The decision could not be saved.`, e instanceof Error ? e.message : undefined);
    }
  };
  const approvals = (events.data?.items ?? []).filter((e) => e.kind === 'SUBMITTED' || e.kind === 'APPROVED' || e.kind === 'REJECTED');
  const columns: TableColumnsType<ContractEvent> = [
    { key: 'occurredAt', title: t`When`, width: 190, render: (_, e) => formatDate(e.occurredAt, 'dateTime') },
    { key: 'kind', title: t`Step`, width: 170, render: (_, e) => <Tag color={kindColors[e.kind]}>{i18n._(contractEventKindLabels[e.kind])}</Tag> },
    { key: 'actor', title: t`By`, width: 180, render: (_, e) => e.actor?.name ?? t`System or deleted user` },
    { key: 'comment', title: t`Comment`, render: (_, e) => e.comment },
  ];
  return (
    <Flex vertical gap={16}>
      {contract.status === 'UNDER_APPROVAL' ? (
        <Card title={<h2 style={sectionHeading}>{t`Decision`}</h2>}>
          <Flex vertical gap={8}>
            <Input.TextArea aria-label={t`Comment`} rows={3} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t`Comment (required to reject)`} />
            {error ? <Typography.Text type="danger" role="alert">{error}</Typography.Text> : null}
            <Flex gap={8} justify="flex-end">
              <Button danger onClick={() => decide('reject')} loading={reject.isMutating}>
                {t`Reject`}
              </Button>
              <Button type="primary" onClick={() => decide('approve')} loading={approve.isMutating}>
                {t`Approve`}
              </Button>
            </Flex>
          </Flex>
        </Card>
      ) : null}
      <Card title={<h2 style={sectionHeading}>{t`Approvals recorded`}</h2>}>
        {events.error ? (
          <ErrorState onRetry={() => events.mutate()} />
        ) : events.data && approvals.length === 0 ? (
          <EmptyState title={t`No approvals yet`} description={t`Submit the draft for approval to start the approval (稟議).`} />
        ) : (
          <Table rowKey="id" columns={columns} dataSource={approvals} loading={events.isLoading} pagination={false} aria-label={t`Approvals recorded`} />
        )}
      </Card>
    </Flex>
  );
}
