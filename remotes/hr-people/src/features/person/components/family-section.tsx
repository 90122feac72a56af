import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Modal, Table, Tag, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link } from 'react-router-dom';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useToast } from '@kanri/runtime';
import { DescriptorFields, FormCustomField, SchemaForm, sectionHeading, useSchemaForm, useSubmitError, type SchemaFormApi } from '@kanri/ui';
import { familyRelationshipLabels, type FamilyMember, type FamilyMemberFieldsInput, type PersonDetail } from '@kanri/contracts';
import { useCreateFamilyMember, useFamilyMembers } from '../api/family-members';
import { emptyFamilyMember, familyMemberFields, familyMemberFormSchema } from './person-fields';

/** The three flags of a family member as checkboxes (tax dependant, health insurance dependant, lives together). */
export function FamilyFlagFields({ form }: { form: SchemaFormApi<FamilyMemberFieldsInput> }) {
  const { t } = useLingui();
  const flags = [
    { name: 'isTaxDependent', label: t`Tax dependant` },
    { name: 'isHealthInsuranceDependent', label: t`Health insurance dependant` },
    { name: 'livesTogether', label: t`Lives together` },
  ] as const;
  return (
    <Flex gap={16} wrap>
      {flags.map((flag) => (
        <FormCustomField key={flag.name} form={form} name={flag.name} label={flag.label}>
          {(c) => (
            <Checkbox id={c.id} checked={c.value === true} onChange={(event) => c.onChange(event.target.checked)} disabled={c.disabled} aria-describedby={c['aria-describedby']} />
          )}
        </FormCustomField>
      ))}
    </Flex>
  );
}

/** The dependant and lives-together flags of a member as tags. */
export function FamilyFlags({ member }: { member: FamilyMember }) {
  const { t } = useLingui();
  return (
    <Flex gap={4} wrap>
      {member.isTaxDependent ? <Tag color="blue">{t`Tax dependant`}</Tag> : null}
      {member.isHealthInsuranceDependent ? <Tag color="geekblue">{t`Health insurance dependant`}</Tag> : null}
      {member.livesTogether ? <Tag>{t`Lives together`}</Tag> : null}
    </Flex>
  );
}

/** Adds a family member in a dialog (`POST /v2/people/{personId}/family-members`); 400 errors go under the fields. */
function AddFamilyMemberDialog({ person, open, onClose }: { person: PersonDetail; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const submitError = useSubmitError();
  const create = useCreateFamilyMember();
  const form = useSchemaForm({
    schema: familyMemberFormSchema,
    defaultValues: emptyFamilyMember,
    onSubmit: async ({ value, formApi }) => {
      try {
        await create.trigger({ params: { personId: person.id }, body: value });
        toast.success(t`The family member was added.`);
        formApi.reset();
        onClose();
      } catch (error) {
        submitError(formApi, error, { title: t`The family member could not be added.` });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Modal open={open} title={t`Add a family member`} onCancel={onClose} footer={null} destroyOnHidden>
      <SchemaForm form={form} aria-label={t`Add a family member`}>
        <DescriptorFields form={form} fields={familyMemberFields} columns={2} />
        <FamilyFlagFields form={form} />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`Add`}
          </Button>
        </Flex>
      </SchemaForm>
    </Modal>
  );
}

/**
 * The family members of the personal-information tab (扶養家族): name (a link to
 * `/person/{id}/family/{familyPersonId}`), relationship, birth date, flags; "Add a family member".
 */
export function FamilySection({ person }: { person: PersonDetail }) {
  const { t, i18n } = useLingui();
  const members = useFamilyMembers(person.id);
  const [adding, setAdding] = useState(false);
  const columns: TableColumnsType<FamilyMember> = [
    {
      key: 'name',
      title: t`Name`,
      render: (_, m) => <Link to={`/person/${person.id}/family/${m.id}`}>{`${m.familyName} ${m.givenName}`}</Link>,
    },
    { key: 'kana', title: t`Reading`, render: (_, m) => [m.familyNameKana, m.givenNameKana].filter(Boolean).join(' ') },
    { key: 'relationship', title: t`Relationship`, render: (_, m) => i18n._(familyRelationshipLabels[m.relationship]) },
    { key: 'birthDate', title: t`Date of birth`, render: (_, m) => (m.birthDate ? formatDate(m.birthDate, 'date') : '') },
    { key: 'flags', title: t`Dependants`, render: (_, m) => <FamilyFlags member={m} /> },
  ];
  return (
    <Card
      title={<h2 style={sectionHeading}>{t`Family members`}</h2>}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t`Add a family member`}
        </Button>
      }
    >
      <Table<FamilyMember>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={members.data?.items ?? []}
        loading={members.isLoading}
        pagination={false}
        locale={{ emptyText: members.error ? t`The family members could not be loaded.` : t`No family members registered.` }}
      />
      <AddFamilyMemberDialog person={person} open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
