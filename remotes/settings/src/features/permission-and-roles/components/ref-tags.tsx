import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@kanri/contracts';

/** Props of {@link RefTags}. */
export interface RefTagsProps {
  refs: readonly NamedRef[];
  /** The record page of one reference (`/settings/permission-and-roles/roles/{id}`). */
  pathOf: (id: string) => string;
  /** Shown when there is none; default "None". */
  emptyText?: string;
}

/**
 * References to other roles, product permissions or people groups as tags that link to their
 * pages, in the API's order (by name); "None" in grey when there are none.
 */
export function RefTags({ refs, pathOf, emptyText }: RefTagsProps) {
  const { t } = useLingui();
  if (refs.length === 0) return <Typography.Text type="secondary">{emptyText ?? t`None`}</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {refs.map((ref) => (
        <Tag key={ref.id} style={{ marginInlineEnd: 0 }}>
          <Link to={pathOf(ref.id)}>{ref.name}</Link>
        </Tag>
      ))}
    </Flex>
  );
}

/** Record page paths of the three families. */
export const recordPaths = {
  role: (id: string) => `/settings/permission-and-roles/roles/${id}`,
  productPermission: (id: string) => `/settings/permission-and-roles/product-permissions/${id}`,
  peopleGroup: (id: string) => `/settings/permission-and-roles/people-groups/${id}`,
};
