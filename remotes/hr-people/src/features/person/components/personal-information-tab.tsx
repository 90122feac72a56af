import { Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { DescriptorFields, RecordEditForm, RecordSection, RecordSections, useRecordValues, useSchemaForm, type RecordEdit } from '@kanri/ui';
import type { PersonDetail } from '@kanri/contracts';
import { useUpdatePersonalInformation } from '../api/update-person';
import { personalInformationFields, personalInformationFormSchema, personalInformationValuesOf, personNameFields } from './person-fields';
import { FamilySection } from './family-section';

/** The record as the field descriptors read it (`name.*`, `personalInformation.*`). */
const viewOf = (person: PersonDetail) => ({ name: person.names, personalInformation: person.personalInformation });

/**
 * Edits the name and personal information with the `version` read when editing began
 * (`PATCH /v2/people/{personId}/personal-information`; 409 keeps what was typed and offers Reload).
 */
export function PersonalInformationForm({ edit }: { edit: RecordEdit<PersonDetail> }) {
  const { t } = useLingui();
  const update = useUpdatePersonalInformation();
  const form = useSchemaForm({
    schema: personalInformationFormSchema,
    defaultValues: personalInformationValuesOf(edit.base),
    onSubmit: ({ value, formApi }) =>
      edit.save(formApi, (base) => update.trigger({ params: { personId: base.id }, body: { ...value, version: base.version } })),
  });
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit personal information`}>
      <DescriptorFields form={form} fields={personNameFields} columns={2} />
      <DescriptorFields form={form} fields={personalInformationFields} columns={2} />
    </RecordEditForm>
  );
}

/**
 * The personal-information tab (001 §2): the name in kanji, kana and romaji, the personal
 * information, and (not for alumni) the family members; the edit form while editing.
 */
export function PersonalInformationTab({ person, edit, showFamily }: { person: PersonDetail; edit: RecordEdit<PersonDetail>; showFamily: boolean }) {
  const { t } = useLingui();
  const values = useRecordValues();
  if (edit.editing) return <PersonalInformationForm key={edit.base.version} edit={edit} />;
  const view = viewOf(person);
  return (
    <Flex vertical gap={16}>
      <RecordSections>
        <RecordSection title={t`Name`} items={values.items(view, personNameFields)} />
        <RecordSection title={t`Personal information`} items={values.items(view, personalInformationFields)} />
      </RecordSections>
      {showFamily ? <FamilySection person={person} /> : null}
    </Flex>
  );
}
