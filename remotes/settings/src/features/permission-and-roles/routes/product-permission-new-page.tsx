import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCreateProductPermission } from '../api/create-product-permission';
import { ProductPermissionForm, emptyProductPermissionFormValues, type ProductPermissionFormValues } from '../components/product-permission-form';
import { RecordNewFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';

/**
 * `/settings/permission-and-roles/product-permissions/new` (001 §2, §3): the product permission
 * form; Add calls `POST /v2/settings/product-permissions`, then toasts and opens the new
 * permission's page. A 400 or a taken name goes under the fields; Cancel returns to the list.
 */
export function ProductPermissionNewPage() {
  const { t } = useLingui();
  const create = useCreateProductPermission();
  const [defaultValues] = useState(emptyProductPermissionFormValues);
  return (
    <RecordNewFrame<ProductPermissionFormValues>
      family="product-permissions"
      title={t`Add product permission`}
      create={(body) => create.trigger({ body })}
      doneText={(name) => t`The product permission "${name}" was added.`}
      failedTitle={t`The product permission could not be added.`}
      pathOf={recordPaths.productPermission}
    >
      {(wiring) => <ProductPermissionForm defaultValues={defaultValues} {...wiring} />}
    </RecordNewFrame>
  );
}
