import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { useLingui } from '@lingui/react/macro';

/**
 * A yes/no flag of a list row (a product a permission grants, a worker type a group holds): a
 * green check, or a grey dash; screen readers hear "Yes" or "No" with the column's header.
 */
export function FlagCell({ on }: { on: boolean }) {
  const { t } = useLingui();
  return on ? (
    <CheckOutlined role="img" aria-label={t`Yes`} style={{ color: '#389e0d' }} />
  ) : (
    <span role="img" aria-label={t`No`} style={{ color: 'rgba(0, 0, 0, 0.45)' }}>
      –
    </span>
  );
}
