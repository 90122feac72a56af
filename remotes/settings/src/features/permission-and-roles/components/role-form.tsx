import type { ReactNode } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormTextField, useSchemaForm, focusFirstError, type FormControl, type SchemaFormApi } from '@kanri/ui';
import { roleBodySchema, roleNameMaxLength, type NamedRef, type RoleBody, type RoleDetail } from '@kanri/contracts';
import { useProductPermissions } from '../api/get-product-permissions';
import { usePeopleGroups } from '../api/get-people-groups';
import { RecordFormFrame } from './record-form-frame';
import { joinList } from './history-values';
import { roleFieldLabels } from './role-labels';
import { productLabels } from '../../../components/product-labels';


const formId = 'role-form';
/** The role form's values: the body of `POST /v2/settings/roles`. */
export type RoleFormValues = RoleBody;

/** An empty role: no name, no product permission, no people group. */
export const emptyRoleFormValues = (): RoleFormValues => ({ name: '', nameEn: null, productPermissionIds: [], peopleGroupIds: [] });
/** The edit form's starting values: the role as it stands, both names as stored (`name` shown is the request language's). */
export const roleFormValuesOf = (detail: RoleDetail): RoleFormValues => ({
  name: detail.nameJa,
  nameEn: detail.nameEn,
  productPermissionIds: detail.productPermissions.map((p) => p.id),
  peopleGroupIds: detail.peopleGroups.map((g) => g.id),
});

/** Every record of a family for the role's choices: the whole list (at most 1,000), by name. */
const allByName = { pageIndex: 0, pageSize: 1000, sortColumn: 'NAME', sortOrder: 'asc' } as const;

/** Props of {@link RoleForm}. */
export interface RoleFormProps {
  label: string;
  defaultValues: RoleFormValues;
  /** The edited role, so its permissions and groups show by name before the choices load. */
  role?: RoleDetail;
  onSubmit: (body: RoleFormValues, form: SchemaFormApi<RoleFormValues>) => Promise<void>;
  submitLabel: string;
  onCancel: () => void;
  banner?: ReactNode;
}

/** One option of the role's choices: the record's name over a grey second line. */
interface ChoiceOption {
  value: string;
  label: string;
  detail: string;
}

/**
 * The add / edit form of a role (001 §3 "Role list columns", §6): its name and English name
 * (optional; English screens show the name when empty, issue 30), the product
 * permissions it grants (several, each option showing its products) and the people groups who
 * hold it (several, each showing its number of people), chosen from the company's lists
 * (`GET /v2/settings/product-permissions`, `GET /v2/settings/people-groups`). Validated with `roleBodySchema`.
 */
export function RoleForm({ label, defaultValues, role, onSubmit, submitLabel, onCancel, banner }: RoleFormProps) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm({ schema: roleBodySchema, defaultValues, onSubmit: ({ value, formApi }) => onSubmit(value, formApi), onInvalid: () => focusFirstError(formId) });
  const permissions = useProductPermissions({ ...allByName, product: 'ALL' });
  const groups = usePeopleGroups(allByName);
  const permissionOptions = permissions.data?.items.map((p) => ({
    value: p.id,
    label: p.name,
    detail: p.products.length ? joinList(p.products.map((product) => i18n._(productLabels[product])), i18n.locale) : t`No products`,
  }));
  const groupOptions = groups.data?.items.map((g) => ({ value: g.id, label: g.name, detail: t`${g.totalPeople.toLocaleString()} people` }));
  return (
    <RecordFormFrame form={form} id={formId} label={label} banner={banner} submitLabel={submitLabel} onCancel={onCancel}>
      <FormTextField form={form} name="name" label={i18n._(roleFieldLabels.name)} required maxLength={roleNameMaxLength} showCount />
      <FormTextField form={form} name="nameEn" label={i18n._(roleFieldLabels.nameEn)} maxLength={roleNameMaxLength} showCount emptyValue={null} description={t`Leave empty to show the name in English too.`} />
      <FormCustomField form={form} name="productPermissionIds" label={i18n._(roleFieldLabels.productPermissionIds)} description={t`The role grants every product of these permissions.`}>
        {(control) => <ChoiceSelect control={control} options={permissionOptions} loading={permissions.isLoading} initial={role?.productPermissions} />}
      </FormCustomField>
      <FormCustomField form={form} name="peopleGroupIds" label={i18n._(roleFieldLabels.peopleGroupIds)} description={t`Everyone in these groups holds the role.`}>
        {(control) => <ChoiceSelect control={control} options={groupOptions} loading={groups.isLoading} initial={role?.peopleGroups} />}
      </FormCustomField>
    </RecordFormFrame>
  );
}

/** A multiple select of a role's product permissions or people groups, filtered by name as the user types. */
function ChoiceSelect({ control, options, loading, initial }: { control: FormControl<string[]>; options: ChoiceOption[] | undefined; loading: boolean; initial?: readonly NamedRef[] }) {
  const { t } = useLingui();
  const nameOf = (id: string) => options?.find((o) => o.value === id)?.label ?? initial?.find((r) => r.id === id)?.name ?? id;
  return (
    <Select<string[], ChoiceOption>
      mode="multiple"
      id={control.id}
      value={control.value}
      onChange={(next) => {
        control.onChange(next);
        control.onBlur();
      }}
      options={options ?? []}
      loading={loading}
      status={control.status}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      placeholder={t`Select`}
      showSearch={{ optionFilterProp: 'label' }}
      labelRender={({ value }) => nameOf(String(value))}
      optionRender={(option) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text ellipsis>{option.data.label}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {option.data.detail}
          </Typography.Text>
        </Flex>
      )}
      notFoundContent={loading ? t`Loading…` : t`No matching options`}
      style={{ width: '100%' }}
    />
  );
}
