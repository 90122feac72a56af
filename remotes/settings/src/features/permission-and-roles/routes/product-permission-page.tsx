import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { ProductPermissionDetail } from '@kanri/contracts';
import { useProductPermission } from '../api/get-product-permission';
import { useDeleteProductPermission } from '../api/delete-product-permission';
import { useRecordHistory } from '../api/get-record-history';
import { useProductPermissionHistoryValue } from '../components/history-values';
import { ProductPermissionDetails } from '../components/product-permission-details';
import { RecordGate } from '../components/record-gate';
import { RecordHistory } from '../components/record-history';
import { RecordViewFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';
import { productPermissionFieldLabels } from '../components/role-labels';

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
  const history = useRecordHistory('PRODUCT_PERMISSION', permission.id);
  const remove = useDeleteProductPermission();
  const renderValue = useProductPermissionHistoryValue();
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
      <RecordHistory entries={history.data?.items} error={history.error} onRetry={() => void history.mutate()} fieldLabels={productPermissionFieldLabels} renderValue={renderValue} />
    </RecordViewFrame>
  );
}
