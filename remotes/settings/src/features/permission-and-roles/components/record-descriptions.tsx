import { Card, Descriptions, Flex, type DescriptionsProps } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { sectionHeading } from './record-gate';

/** Props of {@link RecordDescriptions}. */
export interface RecordDescriptionsProps {
  /** The card's title (the section's `h2`). */
  title: string;
  items: NonNullable<DescriptionsProps['items']>;
  createdAt: string;
  updatedAt: string;
}

/**
 * The read-only fields of a role, product permission or people group: a card of bordered
 * descriptions (one label width, labels never wrap into a narrow column), then when it was
 * created and last updated in the locale's date-time format.
 */
export function RecordDescriptions({ title, items, createdAt, updatedAt }: RecordDescriptionsProps) {
  const { t } = useLingui();
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={sectionHeading}>{title}</h2>}>
        <Descriptions bordered column={1} styles={{ label: { width: 220, minWidth: 160 } }} items={items} />
      </Card>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'createdAt', label: t({ message: 'Created', context: 'recordTimestamp' }), children: formatDate(createdAt, 'dateTime') },
          { key: 'updatedAt', label: t({ message: 'Last updated', context: 'recordTimestamp' }), children: formatDate(updatedAt, 'dateTime') },
        ]}
      />
    </Flex>
  );
}
