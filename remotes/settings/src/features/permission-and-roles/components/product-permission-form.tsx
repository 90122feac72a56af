import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormTextField, useSchemaForm, focusFirstError, type SchemaFormApi } from '@kanri/ui';
import { productPermissionBodySchema, productValues, roleNameMaxLength, type ProductPermissionBody, type ProductPermissionDetail } from '@kanri/contracts';
import { CheckboxGroupControl } from './checkbox-group-control';
import { RecordFormFrame } from './record-form-frame';
import { productPermissionFieldLabels } from './role-labels';
import { productLabels } from '../../../components/product-labels';


const formId = 'product-permission-form';
/** The product permission form's values: the body of `POST /v2/settings/product-permissions`. */
export type ProductPermissionFormValues = ProductPermissionBody;

/** An empty product permission: no name, no product. */
export const emptyProductPermissionFormValues = (): ProductPermissionFormValues => ({ name: '', products: [] });
/** The edit form's starting values: the product permission as it stands. */
export const productPermissionFormValuesOf = (detail: ProductPermissionDetail): ProductPermissionFormValues => ({ name: detail.name, products: [...detail.products] });

/** Props of {@link ProductPermissionForm}. */
export interface ProductPermissionFormProps {
  label: string;
  defaultValues: ProductPermissionFormValues;
  /** Called with the validated body; a failure's field errors go on `form`. */
  onSubmit: (body: ProductPermissionFormValues, form: SchemaFormApi<ProductPermissionFormValues>) => Promise<void>;
  submitLabel: string;
  onCancel: () => void;
  banner?: ReactNode;
}

/**
 * The add / edit form of a product permission (001 §3 "Product permission columns"): its name
 * (required, up to 100 characters, not only spaces) and the products it grants (a checkbox per
 * product: IT, HR, GA, Legal, Marketplace, Settings; none is allowed). Validated with
 * `productPermissionBodySchema`.
 */
export function ProductPermissionForm({ label, defaultValues, onSubmit, submitLabel, onCancel, banner }: ProductPermissionFormProps) {
  const { i18n } = useLingui();
  const form = useSchemaForm({ schema: productPermissionBodySchema, defaultValues, onSubmit: ({ value, formApi }) => onSubmit(value, formApi), onInvalid: () => focusFirstError(formId) });
  return (
    <RecordFormFrame form={form} id={formId} label={label} banner={banner} submitLabel={submitLabel} onCancel={onCancel}>
      <FormTextField form={form} name="name" label={i18n._(productPermissionFieldLabels.name)} required maxLength={roleNameMaxLength} showCount />
      <FormCustomField form={form} name="products" label={i18n._(productPermissionFieldLabels.products)}>
        {(control) => <CheckboxGroupControl control={control} options={productValues.map((value) => ({ value, label: i18n._(productLabels[value]) }))} />}
      </FormCustomField>
    </RecordFormFrame>
  );
}
