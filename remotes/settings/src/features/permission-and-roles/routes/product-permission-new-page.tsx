import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { PageHeader, useSubmitError } from '@kanri/ui';
import { useCreateProductPermission } from '../api/create-product-permission';
import { useFamilyBreadcrumb } from '../components/family-breadcrumb';
import { familyListPaths } from '../components/family-tabs';
import { recordPaths } from '../components/ref-tags';
import { ProductPermissionForm, emptyProductPermissionFormValues } from '../components/product-permission-form';

/**
 * `/settings/permission-and-roles/product-permissions/new` (001 §2, §3): the product permission form; Add calls
 * `POST /v2/settings/product-permissions`, then toasts and opens the new product permission's page. A 400 or a taken name goes
 * under the fields, keeping what was typed; Cancel returns to the list.
 */
export function ProductPermissionNewPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateProductPermission();
  const submitError = useSubmitError();
  const breadcrumb = useFamilyBreadcrumb();
  const [defaultValues] = useState(emptyProductPermissionFormValues);
  return (
    <section>
      <PageHeader breadcrumb={breadcrumb.record('product-permissions', t`Add product permission`)} title={t`Add product permission`} />
      <ProductPermissionForm
        label={t`Add product permission`}
        defaultValues={defaultValues}
        submitLabel={t`Add`}
        onCancel={() => void navigate(familyListPaths['product-permissions'])}
        onSubmit={async (body, form) => {
          try {
            const { id } = await create.trigger({ body });
            toast.success(t`The product permission "${body.name.trim()}" was added.`);
            await navigate(recordPaths.productPermission(id));
          } catch (error) {
            submitError(form, error, { conflictField: 'name', title: t`The product permission could not be added.` });
          }
        }}
      />
    </section>
  );
}
