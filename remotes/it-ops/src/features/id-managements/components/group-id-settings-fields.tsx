import { useLingui } from '@lingui/react/macro';
import { FormTextAreaField, FormTextField, type SchemaFormApi } from '@kanri/ui';
import { groupIdDescriptionMaxLength, groupIdNameMaxLength, groupLoginIdMaxLength } from '@kanri/contracts';
import { groupIdFieldLabels } from './id-labels';

/** The values of the add form and the settings tab's form: login id, name, description (`null` when empty). */
export interface GroupIdSettingsValues {
  loginId: string;
  name: string;
  description: string | null;
}

/** The add form's and the settings tab's fields: login id (no spaces, ≤254), name (≤100), description (≤1000). */
export function GroupIdSettingsFields({ form }: { form: SchemaFormApi<GroupIdSettingsValues> }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <FormTextField
        form={form}
        name="loginId"
        label={i18n._(groupIdFieldLabels.loginId)}
        required
        maxLength={groupLoginIdMaxLength}
        autoComplete="off"
        description={t`The shared login the apps know, such as info@example.com.`}
      />
      <FormTextField form={form} name="name" label={i18n._(groupIdFieldLabels.name)} required maxLength={groupIdNameMaxLength} showCount />
      <FormTextAreaField form={form} name="description" label={i18n._(groupIdFieldLabels.description)} maxLength={groupIdDescriptionMaxLength} emptyValue={null} showCount />
    </>
  );
}
