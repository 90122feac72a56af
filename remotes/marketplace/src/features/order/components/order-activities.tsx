import { useState } from 'react';
import { Button, Flex, Input, Spin, Timeline, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useToast } from '@kanri/runtime';
import { ErrorState } from '@kanri/ui';
import { marketplaceOrderActivityKindLabels, type MarketplaceOrderActivity, type MarketplaceOrderDetail } from '@kanri/contracts';
import { useCommentOrder, useMarketplaceOrderActivities } from '../api/order-api';

const kindColors: Record<MarketplaceOrderActivity['kind'], string> = {
  ORDERED: 'blue',
  ACCEPTED: 'blue',
  SENT: 'cyan',
  DELIVERED: 'green',
  CANCELED: 'red',
  COMMENTED: 'gray',
};

/**
 * The activities tab (アクティビティ): what happened to the order, oldest first, on an antd
 * `Timeline` — the kind, the company and person, when, the comment or reason, and the delivery
 * date a send names — and a comment box; both companies see the same activities.
 */
export function OrderActivities({ order }: { order: MarketplaceOrderDetail }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const activities = useMarketplaceOrderActivities(order.id);
  const comment = useCommentOrder();
  const [text, setText] = useState('');
  const post = async () => {
    if (text.trim() === '') return;
    try {
      await comment.trigger({ params: { orderId: order.id }, body: { comment: text.trim() } });
      setText('');
      void activities.mutate();
    } catch (e) {
      toast.destructive(t`The comment could not be posted.`, isApiError(e) ? e.message : undefined);
    }
  };
  if (activities.error) return <ErrorState description={activities.error.message} onRetry={() => void activities.mutate()} />;
  if (!activities.data) return <Spin aria-label={t`Loading`} />;
  return (
    <Flex vertical gap={16}>
      <Timeline
        aria-label={t`Activities`}
        items={activities.data.items.map((a) => ({
          key: a.id,
          color: kindColors[a.kind],
          children: (
            <div>
              <Typography.Text strong>{i18n._(marketplaceOrderActivityKindLabels[a.kind])}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {a.actorName} ({a.companyName}) · {formatDate(a.occurredAt, 'dateTime')}
              </Typography.Text>
              {a.deliveryDate ? <div>{t`Delivery date: ${formatDate(a.deliveryDate, 'date')}`}</div> : null}
              {a.comment ? <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{a.comment}</Typography.Paragraph> : null}
            </div>
          ),
        }))}
      />
      <Flex vertical gap={8} style={{ maxWidth: 640 }}>
        <Input.TextArea aria-label={t`Comment`} placeholder={t`Write a comment for the other company`} rows={2} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
        <div>
          <Button onClick={() => void post()} loading={comment.isMutating} disabled={text.trim() === ''}>
            {t`Post comment`}
          </Button>
        </div>
      </Flex>
    </Flex>
  );
}
