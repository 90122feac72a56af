import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { useLingui } from '@lingui/react/macro';

/**
 * A yes/no flag of a list row (a product a permission grants, a worker type a group holds): a
 * green check, or a grey dash; screen readers hear "Yes" or "No" with the column's header.
 */
export function FlagCell({ on }: { on: boolean }) {
  const { t } = useLingui();
  return on ? (
    <CheckOutlined role="img" aria-label={t({ message: 'Yes', context: 'flag' })} style={{ color: '#389e0d' }} />
  ) : (
    <span role="img" aria-label={t({ message: 'No', context: 'flag' })} style={{ color: 'rgba(0, 0, 0, 0.45)' }}>
      –
    </span>
  );
}

/**
 * The width of a flag column whose header is `label`, so the header fits on one line in either
 * language (a wide CJK character counts 14 px, another 8.5 px, plus the cell's padding), at least 64.
 */
export function flagColumnWidth(label: string): number {
  let text = 0;
  for (const char of label) text += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 14 : 8.5;
  return Math.max(64, Math.ceil(text) + 34);
}

/** Header cell props of a narrow column (a flag, a count): one line, never broken inside a word. */
export const flagHeaderCell = () => ({ style: { whiteSpace: 'nowrap' as const } });
