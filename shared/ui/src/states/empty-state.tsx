import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { Trans } from '@lingui/react/macro';

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /** Default: "No data". */
  title?: ReactNode;
  description?: ReactNode;
  /** A call to action (e.g. an add button). */
  action?: ReactNode;
}

/** What a list or page shows when there is nothing to show. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <div role="status">
          <div>{title ?? <Trans>No data</Trans>}</div>
          {description ? <div style={{ opacity: 0.75 }}>{description}</div> : null}
        </div>
      }
    >
      {action}
    </Empty>
  );
}
