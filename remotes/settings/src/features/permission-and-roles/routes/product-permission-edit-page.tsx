import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useProductPermission } from '../api/get-product-permission';
import { useUpdateProductPermission } from '../api/update-product-permission';
import type { ProductPermissionDetail } from '@kanri/contracts';
import { ProductPermissionForm, productPermissionFormValuesOf, type ProductPermissionFormValues } from '../components/product-permission-form';
import { RecordEditFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';
import { RecordGate } from '@kanri/ui';

/**
 * `/settings/permission-and-roles/product-permissions/{id}/edit` (001 §2): the form filled with the
 * product permission; Save sends `PATCH` with the `version` the edit started from, then returns to
 * its page. A conflict (409) keeps what was typed and offers Reload; a change the server refuses
 * (nobody would be left holding Settings) shows its message in a toast.
 */
export function ProductPermissionEditPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const permission = useProductPermission(id);
  const update = useUpdateProductPermission();
  return (
    <RecordGate query={permission}>
      {(current) => (
        <RecordEditFrame<ProductPermissionDetail, ProductPermissionFormValues>
          record={current}
          refetch={() => permission.mutate()}
          family="product-permissions"
          title={t`Edit product permission`}
          recordPath={recordPaths.productPermission(current.id)}
          save={(permissionId, body) => update.trigger({ params: { id: permissionId }, body })}
        >
          {(base, wiring) => <ProductPermissionForm key={base.version} defaultValues={productPermissionFormValuesOf(base)} {...wiring} />}
        </RecordEditFrame>
      )}
    </RecordGate>
  );
}
