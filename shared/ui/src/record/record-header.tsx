import type { ReactNode } from 'react';
import { Avatar, Space, Tag } from 'antd';
import { PageHeader } from '../states/page-header';
import type { BreadcrumbEntry } from '../states/page-breadcrumb';

/** One status tag of a record's header. */
export interface RecordTag {
  key: string;
  label: ReactNode;
  /** antd `Tag` colour (`'green'`, `'default'`…). */
  color?: string;
}

/** Props of {@link RecordHeader}. */
export interface RecordHeaderProps {
  /** The record's name: the page's `h1`. */
  name: string;
  /** module › list › record (the last entry is the record, without `to`). */
  breadcrumb: BreadcrumbEntry[];
  /**
   * An avatar before the name (decorative: the name says it): `src` (its initial when none) and
   * `shape`. Without it the `h1` holds the name alone.
   */
  avatar?: { src?: string | null; shape?: 'circle' | 'square' };
  /** A secondary line under the name (code, type / item). */
  subtitle?: ReactNode;
  /** Status tags beside the subtitle (status, "Disabled"). */
  tags?: RecordTag[];
  /** Buttons on the right (Edit, Disable, Delete); hide them while editing. */
  actions?: ReactNode;
}

/**
 * The head of a record's page (000 §2 "profile layout"): breadcrumb, avatar and name as the `h1`,
 * a subtitle with the status tags, and the actions on the right.
 */
export function RecordHeader({ name, breadcrumb, avatar, subtitle, tags, actions }: RecordHeaderProps) {
  const title = avatar ? (
    <Space>
      <span aria-hidden>
        <Avatar src={avatar.src ?? undefined} shape={avatar.shape} alt="">
          {name.slice(0, 1)}
        </Avatar>
      </span>
      {name}
    </Space>
  ) : (
    name
  );
  const description =
    subtitle || tags?.length ? (
      <Space wrap>
        {subtitle}
        {tags?.map((tag) => (
          <Tag key={tag.key} color={tag.color}>
            {tag.label}
          </Tag>
        ))}
      </Space>
    ) : undefined;
  return <PageHeader breadcrumb={breadcrumb} title={title} description={description} extra={actions} />;
}
