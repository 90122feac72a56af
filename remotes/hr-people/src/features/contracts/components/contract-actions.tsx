import { useState } from 'react';
import { Button, DatePicker, Flex, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { DeleteRecordButton } from '@kanri/ui';
import type { ContractDetail } from '@kanri/contracts';
import { useDeleteContract, useRenewContract, useSubmitContract, useTerminateContract } from '../api/contract-record';

/**
 * The header's lifecycle actions, offered as the contract's `allowedActions` say: "Submit for
 * approval" and "Delete" on a draft, "Renew" (a dialog: the next term's end date and amount) and
 * "Terminate" (a dialog: the last day and the reason) on an active contract, "Renew" on an
 * expired one. Approve and reject live on the approval-info tab. Refusals toast the server's message.
 */
export function ContractActions({ contract, onChanged }: { contract: ContractDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const submit = useSubmitContract();
  const remove = useDeleteContract();
  const [dialog, setDialog] = useState<'renew' | 'terminate' | null>(null);
  const can = (action: string) => contract.allowedActions.includes(action as never);
  const title = contract.title;
  const submitForApproval = async () => {
    try {
      await submit.trigger({ params: { id: contract.id }, body: { version: contract.version, comment: null } });
      toast.success(t`The contract was submitted for approval.`);
      onChanged();
    } catch (error) {
      toast.destructive(t`The contract could not be submitted.`, error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <>
      {can('submit') ? (
        <Button type="primary" onClick={submitForApproval} loading={submit.isMutating}>
          {t`Submit for approval`}
        </Button>
      ) : null}
      {can('renew') ? <Button onClick={() => setDialog('renew')}>{t`Renew`}</Button> : null}
      {can('terminate') ? (
        <Button danger onClick={() => setDialog('terminate')}>
          {t`Terminate`}
        </Button>
      ) : null}
      {contract.status === 'DRAFT' ? (
        <DeleteRecordButton
          title={t`Delete this draft contract?`}
          content={t`"${title}" will be deleted. This cannot be undone.`}
          doneText={t`The contract "${title}" was deleted.`}
          failedTitle={t`The contract could not be deleted.`}
          onDelete={() => remove.trigger({ params: { id: contract.id } })}
          listPath="/contract"
          deleting={remove.isMutating}
        />
      ) : null}
      {dialog === 'renew' ? <RenewDialog contract={contract} onClose={() => setDialog(null)} /> : null}
      {dialog === 'terminate' ? <TerminateDialog contract={contract} onClose={() => setDialog(null)} onDone={onChanged} /> : null}
    </>
  );
}

const isoOf = (d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

/** Renews into the next term: its end date (default: one renewal term or a year after the current end) and amount; opens the new term. */
function RenewDialog({ contract, onClose }: { contract: ContractDetail; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const renew = useRenewContract();
  const base = dayjs(contract.endDate ?? undefined);
  const [endDate, setEndDate] = useState<dayjs.Dayjs | null>(base.add(contract.renewalTermMonths ?? 12, 'month'));
  const [amount, setAmount] = useState<number | null>(contract.amount);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const end = isoOf(endDate);
    if (!end) {
      setError(t`Choose the end date of the next term.`);
      return;
    }
    try {
      const { id } = await renew.trigger({ params: { id: contract.id }, body: { version: contract.version, endDate: end, amount, comment: comment.trim() || null } });
      toast.success(t`The contract was renewed. This is the next term.`);
      onClose();
      navigate(`/contract/${id}/structure`);
    } catch (e) {
      setError(isApiError(e) ? (e.fieldErrors.map((f) => f.message).join(' ') || e.message) : t`The contract could not be renewed.`);
    }
  };
  return (
    <Modal open title={t`Renew the contract`} okText={t`Renew`} cancelText={t`Cancel`} onOk={save} onCancel={onClose} confirmLoading={renew.isMutating}>
      <Flex vertical gap={12}>
        <Typography.Paragraph>{t`The next term starts the day after the current end date, with the same parties, covered records and risk provisions.`}</Typography.Paragraph>
        <label>
          {t`End date of the next term`}
          <DatePicker aria-label={t`End date of the next term`} style={{ width: '100%' }} value={endDate} onChange={(d) => setEndDate(d)} />
        </label>
        <label>
          {t`Amount of the next term`}
          <InputNumber aria-label={t`Amount of the next term`} style={{ width: '100%' }} min={0} value={amount} onChange={(v) => setAmount(typeof v === 'number' ? v : null)} />
        </label>
        <label>
          {t`Comment`}
          <Input.TextArea aria-label={t`Comment`} rows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
        </label>
        {error ? <Typography.Text type="danger" role="alert">{error}</Typography.Text> : null}
      </Flex>
    </Modal>
  );
}

/** Terminates the contract: the last day and the reason (both required). */
function TerminateDialog({ contract, onClose, onDone }: { contract: ContractDetail; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const terminate = useTerminateContract();
  const [day, setDay] = useState<dayjs.Dayjs | null>(dayjs());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const terminatedOn = isoOf(day);
    if (!terminatedOn || reason.trim() === '') {
      setError(t`Enter the last day and the reason.`);
      return;
    }
    try {
      await terminate.trigger({ params: { id: contract.id }, body: { version: contract.version, terminatedOn, comment: reason.trim() } });
      toast.success(t`The contract was terminated.`);
      onClose();
      onDone();
    } catch (e) {
      setError(isApiError(e) ? (e.fieldErrors.map((f) => f.message).join(' ') || e.message) : t`The contract could not be terminated.`);
    }
  };
  return (
    <Modal open title={t`Terminate the contract`} okText={t`Terminate`} okButtonProps={{ danger: true }} cancelText={t`Cancel`} onOk={save} onCancel={onClose} confirmLoading={terminate.isMutating}>
      <Flex vertical gap={12}>
        <label>
          {t`Last day`}
          <DatePicker aria-label={t`Last day`} style={{ width: '100%' }} value={day} onChange={(d) => setDay(d)} />
        </label>
        <label>
          {t`Reason`}
          <Input.TextArea aria-label={t`Reason`} rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        {error ? <Typography.Text type="danger" role="alert">{error}</Typography.Text> : null}
      </Flex>
    </Modal>
  );
}
