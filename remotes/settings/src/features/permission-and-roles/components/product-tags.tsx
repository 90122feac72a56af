import { Flex, Tag, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Enumeration values (products, worker types) as tags by their labels; "None" in grey when empty. */
export function LabelTags<V extends string>({ values, labels, color }: { values: readonly V[]; labels: Record<V, MessageDescriptor>; color?: string }) {
  const { t, i18n } = useLingui();
  if (values.length === 0) return <Typography.Text type="secondary">{t`None`}</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {values.map((value) => (
        <Tag key={value} color={color} style={{ marginInlineEnd: 0 }}>
          {i18n._(labels[value])}
        </Tag>
      ))}
    </Flex>
  );
}
