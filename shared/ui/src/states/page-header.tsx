import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { PageBreadcrumb, type BreadcrumbEntry } from './page-breadcrumb';

/** Props of `PageHeader`. */
export interface PageHeaderProps {
  /** The page's title: its one `h1`, or an `h2` inside a layout that has the `h1` (`level={2}`). */
  title: ReactNode;
  level?: 1 | 2;
  description?: ReactNode;
  /** Actions on the right (buttons, links). */
  extra?: ReactNode;
  /**
   * Where the page sits, for every page below a list (issue 9): module › list › record, at most 3
   * entries, each with `to` but the last (the current page). Rendered above the title.
   */
  breadcrumb?: BreadcrumbEntry[];
}

/** A page's title row: an optional breadcrumb, the title heading, optional description and actions. */
export function PageHeader({ title, level = 1, description, extra, breadcrumb }: PageHeaderProps) {
  const header = (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={level} style={{ fontSize: level === 1 ? 24 : 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {description ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
            {description}
          </Typography.Paragraph>
        ) : null}
      </div>
      {extra ? <Flex gap={8}>{extra}</Flex> : null}
    </Flex>
  );
  if (!breadcrumb?.length) return header;
  return (
    <div>
      <PageBreadcrumb items={breadcrumb} />
      {header}
    </div>
  );
}
