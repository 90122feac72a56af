import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { PageHeader } from '@kanri/ui';
import type { ProductPermissionDetail } from '@kanri/contracts';
import { useProductPermission } from '../api/get-product-permission';
import { useUpdateProductPermission } from '../api/update-product-permission';
import { useFamilyBreadcrumb } from '../components/family-breadcrumb';
import { RecordGate } from '../components/record-gate';
import { recordPaths } from '../components/ref-tags';
import { ProductPermissionForm, productPermissionFormValuesOf } from '../components/product-permission-form';
import { useRecordEdit } from '../components/use-record-edit';

/**
 * `/settings/permission-and-roles/product-permissions/{id}/edit` (001 §2): the form filled with the product permission;
 * Save sends `PATCH` with the `version` the edit started from, then returns to its page.
 * Someone else's save in between (409) keeps what was typed and offers Reload; a change the server
 * refuses (nobody would be left holding Settings) shows its message in a toast.
 */
export function ProductPermissionEditPage() {
  const { id } = useParams();
  const permission = useProductPermission(id);
  return <RecordGate query={permission}>{(current) => <ProductPermissionEdit permission={current} refetch={() => permission.mutate()} />}</RecordGate>;
}

function ProductPermissionEdit({ permission, refetch }: { permission: ProductPermissionDetail; refetch: () => Promise<ProductPermissionDetail | undefined> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateProductPermission();
  const breadcrumb = useFamilyBreadcrumb();
  const { base, conflictAlert, onSaveError } = useRecordEdit(permission, refetch);
  const defaultValues = useMemo(() => productPermissionFormValuesOf(base), [base]);
  const recordPath = recordPaths.productPermission(base.id);
  return (
    <section>
      <PageHeader breadcrumb={breadcrumb.edit('product-permissions', base.name, recordPath)} title={t`Edit product permission`} />
      <ProductPermissionForm
        key={base.version}
        label={t`Edit product permission`}
        defaultValues={defaultValues}
        banner={conflictAlert}
        submitLabel={t`Save`}
        onCancel={() => void navigate(recordPath)}
        onSubmit={async (body, form) => {
          try {
            await update.trigger({ params: { id: base.id }, body: { ...body, version: base.version } });
            toast.success(t`The changes were saved.`);
            await navigate(recordPath);
          } catch (error) {
            await onSaveError(form, error);
          }
        }}
      />
    </section>
  );
}
