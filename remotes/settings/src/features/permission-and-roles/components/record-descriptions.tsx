import type { DescriptionsProps } from 'antd';
import { RecordSection, RecordSections, RecordTimestamps } from '@kanri/ui';

/** Props of {@link RecordDescriptions}. */
export interface RecordDescriptionsProps {
  /** The card's title (the section's `h2`). */
  title: string;
  items: NonNullable<DescriptionsProps['items']>;
  createdAt: string;
  updatedAt: string;
}

/**
 * The read-only fields of a role, product permission or people group with the record kit: one card
 * of bordered descriptions in one column (`RecordSection`), then when it was created and last
 * updated in the locale's date-time format (`RecordTimestamps`).
 */
export function RecordDescriptions({ title, items, createdAt, updatedAt }: RecordDescriptionsProps) {
  return (
    <RecordSections>
      <RecordSection title={title} items={items} column={1} />
      <RecordTimestamps createdAt={createdAt} updatedAt={updatedAt} />
    </RecordSections>
  );
}
