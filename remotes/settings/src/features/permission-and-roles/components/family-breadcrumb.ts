import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { familyListPaths, type RoleFamily } from './family-tabs';

const familyLabels: Record<RoleFamily, MessageDescriptor> = {
  roles: msg`Roles`,
  'product-permissions': msg`Product permissions`,
  'people-groups': msg`People groups`,
};

/** One entry of `PageHeader`'s breadcrumb. */
interface Crumb {
  label: string;
  to?: string;
}

/**
 * The breadcrumbs of the pages below a family's list (at most three entries, the kit's limit):
 * a record's page and the add page read Settings › <list> › <record or "Add …">; an edit page
 * reads <list> › <record> › Edit.
 */
export function useFamilyBreadcrumb() {
  const { t, i18n } = useLingui();
  return {
    record: (family: RoleFamily, current: string): Crumb[] => [
      { label: t`Settings`, to: '/settings' },
      { label: i18n._(familyLabels[family]), to: familyListPaths[family] },
      { label: current },
    ],
    edit: (family: RoleFamily, name: string, recordPath: string): Crumb[] => [
      { label: i18n._(familyLabels[family]), to: familyListPaths[family] },
      { label: name, to: recordPath },
      { label: t`Edit` },
    ],
  };
}
