import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { RecordHistory, RecordGate } from '@kanri/ui';
import type { ProductPermissionDetail } from '@kanri/contracts';
import { useProductPermission } from '../api/get-product-permission';
import { useDeleteProductPermission } from '../api/delete-product-permission';
import { productPermissionHistoryProps } from '../components/history-values';
import { ProductPermissionDetails } from '../components/product-permission-details';
import { RecordViewFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';

/**
 * `/settings/permission-and-roles/product-permissions/{id}` (001 §2, §3): the product permission
 * read-only and its history; Edit and Delete (confirm; the server refuses with a localized message
 * while roles still use it). A bad or unknown id shows the not-found page.
 */
export function ProductPermissionPage() {
  const { id } = useParams();
  const permission = useProductPermission(id);
  return <RecordGate query={permission}>{(current) => <ProductPermissionView permission={current} />}</RecordGate>;
}

function ProductPermissionView({ permission }: { permission: ProductPermissionDetail }) {
  const { t } = useLingui();
  const remove = useDeleteProductPermission();
  const name = permission.name;
  return (
    <RecordViewFrame
      family="product-permissions"
      name={name}
      editPath={`${recordPaths.productPermission(permission.id)}/edit`}
      remove={{
        title: t`Delete this product permission?`,
        content: t`"${name}" will be deleted. This cannot be undone.`,
        doneText: t`The product permission "${name}" was deleted.`,
        failedTitle: t`The product permission could not be deleted.`,
        onDelete: () => remove.trigger({ params: { id: permission.id } }),
        deleting: remove.isMutating,
      }}
    >
      <ProductPermissionDetails permission={permission} />
      <RecordHistory resourceType="PRODUCT_PERMISSION" resourceId={permission.id} {...productPermissionHistoryProps} />
    </RecordViewFrame>
  );
}
