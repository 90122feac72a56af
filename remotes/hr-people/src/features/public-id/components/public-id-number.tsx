import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import type { PublicIdDetail } from '@kanri/contracts';
import { MaskedPublicIdNumber } from '../../../components/public-id-parts';
import { useRevealPublicIdNumber } from '../api/reveal-public-id-number';

/** How long a revealed number stays on screen before it is masked again (30 seconds). */
export const publicIdRevealSeconds = 30;

/** The reason's longest length (the contract's `revealPublicIdBodySchema`: 1–200 characters). */
const reasonMaxLength = 200;

/**
 * A public ID's number on its record: masked (last four digits) unless revealed. With `canReveal`
 * (My Number: the caller is a My Number handler) a "Reveal" button asks for the reason (表示理由,
 * required, ≤ 200 characters) in a dialog and sends `POST /v2/public-ids/{id}/reveal` — a mutation,
 * so the number never lands in the SWR cache; the server writes the reveal to the audit log. The
 * number then shows for {@link publicIdRevealSeconds} seconds (with a countdown and a copy button)
 * and is masked again; leaving the page forgets it. Without `canReveal` there is no button at all.
 */
export function PublicIdNumber({ record }: { record: Pick<PublicIdDetail, 'id' | 'maskedNumber' | 'canReveal'> }) {
  const { t } = useLingui();
  const toast = useToast();
  const reveal = useRevealPublicIdNumber();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ number: string; secondsLeft: number } | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const hide = () => {
    stop();
    setShown(null);
  };

  const close = () => {
    setAsking(false);
    setReason('');
    setReasonError(null);
  };

  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed === '') {
      setReasonError(t`Enter why you need to see the number.`);
      return;
    }
    try {
      const answer = await reveal.trigger({ params: { id: record.id }, body: { reason: trimmed } });
      close();
      stop();
      setShown({ number: answer.number, secondsLeft: publicIdRevealSeconds });
      timer.current = setInterval(() => {
        setShown((current) => {
          if (!current || current.secondsLeft <= 1) {
            stop();
            return null;
          }
          return { ...current, secondsLeft: current.secondsLeft - 1 };
        });
      }, 1000);
    } catch (error) {
      // 401 and 403 are the runtime's (sign-in, forbidden dialog)
      if (isApiError(error, 401) || isApiError(error, 403)) {
        close();
        return;
      }
      if (isApiError(error, 400) && error.fieldErrors.length) {
        setReasonError(error.fieldErrors[0]!.message);
        return;
      }
      toast.destructive(t`The number could not be shown.`, error instanceof Error ? error.message : undefined);
    }
  };

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.number);
      toast.success(t`The number was copied.`);
    } catch {
      toast.error(t`The number could not be copied.`);
    }
  };

  return (
    <Space wrap size={8}>
      {shown ? (
        <>
          <MaskedPublicIdNumber value={shown.number} />
          <Typography.Text type="secondary" aria-live="polite">
            {t`Hidden again in ${shown.secondsLeft} s`}
          </Typography.Text>
          <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            {t`Copy`}
          </Button>
          <Button size="small" onClick={hide}>
            {t`Hide`}
          </Button>
        </>
      ) : (
        <>
          <MaskedPublicIdNumber value={record.maskedNumber} />
          {record.canReveal ? (
            <Button size="small" icon={<EyeOutlined aria-hidden />} onClick={() => setAsking(true)}>
              {t`Reveal`}
            </Button>
          ) : null}
        </>
      )}
      {record.canReveal ? (
        <Modal
          open={asking}
          title={t`Reveal the number`}
          okText={t`Reveal`}
          cancelText={t({ message: 'Cancel', context: 'revealNumber' })}
          confirmLoading={reveal.isMutating}
          onOk={() => void submit()}
          onCancel={close}
          destroyOnHidden
        >
          <Typography.Paragraph>
            {t`The number shows for ${publicIdRevealSeconds} seconds. Your name, the time and the reason are recorded in the audit log.`}
          </Typography.Paragraph>
          <Form layout="vertical" onFinish={() => void submit()}>
            <Form.Item
              label={t`Reason for revealing`}
              htmlFor="public-id-reveal-reason"
              required
              validateStatus={reasonError ? 'error' : undefined}
              help={reasonError ? <span role="alert">{reasonError}</span> : undefined}
            >
              <Input.TextArea
                id="public-id-reveal-reason"
                aria-required
                aria-invalid={reasonError ? true : undefined}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (reasonError && event.target.value.trim() !== '') setReasonError(null);
                }}
                maxLength={reasonMaxLength}
                showCount
                autoSize={{ minRows: 2, maxRows: 5 }}
                placeholder={t`e.g. Year-end tax adjustment filing`}
              />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
    </Space>
  );
}
