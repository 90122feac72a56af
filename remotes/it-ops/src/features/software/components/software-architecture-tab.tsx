import { Card, Flex, Select, Space, Tag } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { DescriptorFields, EditRecordButton, FormCustomField, RecordEditForm, RecordSection, RecordSections, useRecordValues, useSchemaForm } from '@kanri/ui';
import {
  softwareEnvironmentValues,
  updateSoftwareArchitectureBodySchema,
  type SoftwareDetail,
  type SoftwareEnvironment,
  type UpdateSoftwareArchitectureBody,
  type UpdateSoftwareArchitectureInput,
} from '@kanri/contracts';
import { useUpdateSoftwareArchitecture } from '../api/update-software-architecture';
import { softwareArchitectureFields } from './software-fields';
import { environmentLabels, softwareFieldLabels } from './software-labels';
import { useSoftwareEdit, type SoftwareEdit } from './use-software-edit';

/**
 * The architecture tab (001 §2, §3 enumerations, §7 `PUT …/architecture`): hosting, environments,
 * authentication, install/provisioning, compliance, patch state and notes, read-only with Edit;
 * saved with the version read (409 keeps what was typed and offers Reload).
 */
export function SoftwareArchitectureTab({ software, refetch }: { software: SoftwareDetail; refetch: () => Promise<SoftwareDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const edit = useSoftwareEdit(software, refetch);
  if (edit.editing) return <ArchitectureEditForm key={edit.base.version} edit={edit} />;
  const a = software.architecture;
  return (
    <RecordSections>
      <Flex justify="flex-end">
        <EditRecordButton onClick={edit.start} />
      </Flex>
      <RecordSection
        title={t`Architecture`}
        items={[
          {
            key: 'environments',
            label: i18n._(softwareFieldLabels.environments),
            children: a.environments.length ? (
              <Space wrap>
                {a.environments.map((e) => (
                  <Tag key={e}>{i18n._(environmentLabels[e])}</Tag>
                ))}
              </Space>
            ) : (
              values.notSet
            ),
          },
          ...values.items(a, softwareArchitectureFields),
        ]}
      />
    </RecordSections>
  );
}

function ArchitectureEditForm({ edit }: { edit: SoftwareEdit }) {
  const { t, i18n } = useLingui();
  const update = useUpdateSoftwareArchitecture();
  const form = useSchemaForm<UpdateSoftwareArchitectureInput, UpdateSoftwareArchitectureBody>({
    schema: updateSoftwareArchitectureBodySchema,
    defaultValues: { ...edit.base.architecture, version: edit.base.version },
    onSubmit: ({ value, formApi }) =>
      edit.save(formApi, (current) => update.trigger({ params: { softwareId: current.id }, body: { ...value, version: current.version } })),
  });
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit architecture`}>
      <Card>
        <FormCustomField form={form} name="environments" label={i18n._(softwareFieldLabels.environments)}>
          {(control) => (
            <Select<SoftwareEnvironment[]>
              mode="multiple"
              id={control.id}
              status={control.status}
              value={control.value as SoftwareEnvironment[]}
              onChange={(next) => control.onChange(next)}
              options={softwareEnvironmentValues.map((value) => ({ value, label: i18n._(environmentLabels[value]) }))}
              style={{ width: '100%' }}
            />
          )}
        </FormCustomField>
        <DescriptorFields form={form} fields={softwareArchitectureFields} columns={2} />
      </Card>
    </RecordEditForm>
  );
}
