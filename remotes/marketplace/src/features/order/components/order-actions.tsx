import { useState } from 'react';
import { Button, DatePicker, Flex, Input, Modal, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import type { MarketplaceOrderDetail } from '@kanri/contracts';
import { useAcceptOrder, useCancelOrder, useDeliverOrder, useSendOrder } from '../api/order-api';

const errorText = (e: unknown, fallback: string) => (isApiError(e) ? e.fieldErrors.map((f) => f.message).join(' ') || e.message : fallback);

/**
 * The moves this side may take now, as the order's `actions` say (the server's machine decides):
 * the supplier "Accept" (受注する) an untouched order, "Send" (発送する, a dialog with the delivery
 * date, today or later) an accepted one; the customer "Confirm receipt" (受領を確認) of a sent one;
 * "Cancel order" (a dialog with the required reason) for whichever side may. A refusal (409) or a
 * bad date (400) is shown in the toast or the dialog with the server's message.
 */
export function OrderActions({ order, onChanged }: { order: MarketplaceOrderDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const accept = useAcceptOrder();
  const deliver = useDeliverOrder();
  const [dialog, setDialog] = useState<'send' | 'cancel' | null>(null);
  const can = (action: MarketplaceOrderDetail['actions'][number]) => order.actions.includes(action);
  const params = { orderId: order.id };
  const run = async (done: string, failed: string, call: () => Promise<unknown>) => {
    try {
      await call();
      toast.success(done);
      onChanged();
    } catch (e) {
      toast.destructive(failed, e instanceof Error ? e.message : undefined);
    }
  };
  return (
    <>
      {can('accept') ? (
        <Button
          type="primary"
          loading={accept.isMutating}
          onClick={() => void run(t`The order was accepted.`, t`The order could not be accepted.`, () => accept.trigger({ params, body: { version: order.version } }))}
        >
          {t`Accept order`}
        </Button>
      ) : null}
      {can('send') ? (
        <Button type="primary" onClick={() => setDialog('send')}>
          {t`Send order`}
        </Button>
      ) : null}
      {can('deliver') ? (
        <Popconfirm
          title={t`Confirm that you received this order?`}
          okText={t`Confirm receipt`}
          cancelText={t`Cancel`}
          onConfirm={() => run(t`Receipt of the order was confirmed.`, t`Receipt could not be confirmed.`, () => deliver.trigger({ params, body: { version: order.version } }))}
        >
          <Button type="primary" loading={deliver.isMutating}>
            {t`Confirm receipt`}
          </Button>
        </Popconfirm>
      ) : null}
      {can('cancel') ? (
        <Button danger onClick={() => setDialog('cancel')}>
          {t`Cancel order`}
        </Button>
      ) : null}
      {dialog === 'send' ? <SendDialog order={order} onClose={() => setDialog(null)} onDone={onChanged} /> : null}
      {dialog === 'cancel' ? <CancelDialog order={order} onClose={() => setDialog(null)} onDone={onChanged} /> : null}
    </>
  );
}

/** Sends the order: the delivery date (required, today or later; earlier days are disabled and refused). */
function SendDialog({ order, onClose, onDone }: { order: MarketplaceOrderDetail; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const send = useSendOrder();
  const [date, setDate] = useState<dayjs.Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!date) {
      setError(t`Choose the delivery date.`);
      return;
    }
    if (date.isBefore(dayjs(), 'day')) {
      setError(t`The delivery date cannot be before today.`);
      return;
    }
    setError(null);
    try {
      await send.trigger({ params: { orderId: order.id }, body: { version: order.version, deliveryDate: date.format('YYYY-MM-DD') } });
      toast.success(t`The order was sent.`);
      onClose();
      onDone();
    } catch (e) {
      setError(errorText(e, t`The order could not be sent.`));
    }
  };
  return (
    <Modal open title={t`Send the order`} okText={t`Send`} cancelText={t`Cancel`} onOk={save} onCancel={onClose} confirmLoading={send.isMutating}>
      <Flex vertical gap={12}>
        <label>
          {t`Delivery date`}
          <DatePicker
            aria-label={t`Delivery date`}
            style={{ width: '100%' }}
            value={date}
            onChange={(d) => setDate(d)}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
          />
        </label>
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : null}
      </Flex>
    </Modal>
  );
}

/** Cancels the order with a reason (required); both companies see it in the activities. */
function CancelDialog({ order, onClose, onDone }: { order: MarketplaceOrderDetail; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (reason.trim() === '') {
      setError(t`Enter the reason.`);
      return;
    }
    setError(null);
    try {
      await cancel.trigger({ params: { orderId: order.id }, body: { version: order.version, reason: reason.trim() } });
      toast.success(t`The order was canceled.`);
      onClose();
      onDone();
    } catch (e) {
      setError(errorText(e, t`The order could not be canceled.`));
    }
  };
  return (
    <Modal
      open
      title={t`Cancel the order`}
      okText={t`Cancel order`}
      okButtonProps={{ danger: true }}
      cancelText={t`Close`}
      onOk={save}
      onCancel={onClose}
      confirmLoading={cancel.isMutating}
    >
      <label>
        {t`Reason`}
        <Input.TextArea aria-label={t`Reason`} rows={3} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
