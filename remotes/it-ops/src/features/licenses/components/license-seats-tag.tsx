import { Tag } from 'antd';
import { useLingui } from '@lingui/react/macro';

/** Seats used of the total ("12 / 20"), red with "Over-assigned" when more are used than bought. */
export function LicenseSeatsTag({ seatsUsed, seatsTotal }: { seatsUsed: number; seatsTotal: number }) {
  const { t } = useLingui();
  const over = seatsUsed > seatsTotal;
  const text = t`${seatsUsed} / ${seatsTotal} seats`;
  return over ? <Tag color="error">{t`${text} (over-assigned)`}</Tag> : <span>{text}</span>;
}
