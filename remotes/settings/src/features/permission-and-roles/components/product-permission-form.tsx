import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormTextField, useSchemaForm, focusFirstError, type SchemaFormApi } from '@kanri/ui';
import { privilegeValues, productPermissionBodySchema, productValues, roleNameMaxLength, type ProductPermissionBody, type ProductPermissionDetail } from '@kanri/contracts';
import { CheckboxGroupControl } from './checkbox-group-control';
import { RecordFormFrame } from './record-form-frame';
import { privilegeLabels, productPermissionFieldLabels } from './role-labels';
import { productLabels } from '../../../components/product-labels';


const formId = 'product-permission-form';
/** The product permission form's values: the body of `POST /v2/settings/product-permissions`. */
export type ProductPermissionFormValues = ProductPermissionBody;

/** An empty product permission: no name, no English name, no product, no privilege. */
export const emptyProductPermissionFormValues = (): ProductPermissionFormValues => ({ name: '', nameEn: null, products: [], privileges: [] });
/** The edit form's starting values: the product permission as it stands, both names as stored (`name` shown is the request language's). */
export const productPermissionFormValuesOf = (detail: ProductPermissionDetail): ProductPermissionFormValues => ({
  name: detail.nameJa,
  nameEn: detail.nameEn,
  products: [...detail.products],
  privileges: [...detail.privileges],
});

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
 * (required, up to 100 characters, not only spaces), its English name (optional; English screens
 * show the name when empty, issue 30) and the products it grants (a checkbox per
 * product: IT, HR, GA, Legal, Marketplace, Settings; none is allowed) and its privileges (issue
 * 13: "My Number handler (個人番号事務取扱担当者)", who may reveal and export My Numbers — full access
 * does not imply it). Validated with `productPermissionBodySchema`.
 */
export function ProductPermissionForm({ label, defaultValues, onSubmit, submitLabel, onCancel, banner }: ProductPermissionFormProps) {
  const { i18n, t } = useLingui();
  const form = useSchemaForm({ schema: productPermissionBodySchema, defaultValues, onSubmit: ({ value, formApi }) => onSubmit(value, formApi), onInvalid: () => focusFirstError(formId) });
  return (
    <RecordFormFrame form={form} id={formId} label={label} banner={banner} submitLabel={submitLabel} onCancel={onCancel}>
      <FormTextField form={form} name="name" label={i18n._(productPermissionFieldLabels.name)} required maxLength={roleNameMaxLength} showCount />
      <FormTextField form={form} name="nameEn" label={i18n._(productPermissionFieldLabels.nameEn)} maxLength={roleNameMaxLength} showCount emptyValue={null} description={t`Leave empty to show the name in English too.`} />
      <FormCustomField form={form} name="products" label={i18n._(productPermissionFieldLabels.products)}>
        {(control) => <CheckboxGroupControl control={control} options={productValues.map((value) => ({ value, label: i18n._(productLabels[value]) }))} />}
      </FormCustomField>
      <FormCustomField
        form={form}
        name="privileges"
        label={i18n._(productPermissionFieldLabels.privileges)}
        description={t`People whose roles hold this permission may reveal, export and import My Numbers (individual numbers). Grant it only to the staff who handle them; full access does not include it.`}
      >
        {(control) => (
          <CheckboxGroupControl
            control={{ ...control, value: control.value ?? [] }}
            options={privilegeValues.map((value) => ({ value, label: i18n._(privilegeLabels[value]) }))}
          />
        )}
      </FormCustomField>
    </RecordFormFrame>
  );
}
