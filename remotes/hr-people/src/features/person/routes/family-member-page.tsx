import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import {
  DeleteRecordButton,
  DescriptorFields,
  EditRecordButton,
  RecordEditForm,
  RecordGate,
  RecordHeader,
  RecordSection,
  RecordSections,
  useRecordEdit,
  useRecordValues,
  useSchemaForm,
  type RecordEdit,
} from '@kanri/ui';
import { familyRelationshipLabels, type FamilyMember, type PersonDetail } from '@kanri/contracts';
import { usePerson } from '../api/get-person';
import { useDeleteFamilyMember, useFamilyMember, useUpdateFamilyMember } from '../api/family-members';
import { FamilyFlagFields, FamilyFlags } from '../components/family-section';
import { familyMemberFields, familyMemberFormSchema, familyMemberValuesOf } from '../components/person-fields';

/** Edits a family member with its `version` (`PATCH …/family-members/{id}`; 409 keeps what was typed). */
function FamilyMemberForm({ personId, edit }: { personId: string; edit: RecordEdit<FamilyMember> }) {
  const { t } = useLingui();
  const update = useUpdateFamilyMember();
  const form = useSchemaForm({
    schema: familyMemberFormSchema,
    defaultValues: familyMemberValuesOf(edit.base),
    onSubmit: ({ value, formApi }) =>
      edit.save(formApi, (base) => update.trigger({ params: { personId, familyMemberId: base.id }, body: { ...value, version: base.version } })),
  });
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit family member`}>
      <DescriptorFields form={form} fields={familyMemberFields} columns={2} />
      <FamilyFlagFields form={form} />
    </RecordEditForm>
  );
}

function FamilyMemberView({ person, member, refetch }: { person: PersonDetail; member: FamilyMember; refetch: () => Promise<FamilyMember | undefined> }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const remove = useDeleteFamilyMember();
  const edit = useRecordEdit(member, { refetch, conflictTitle: t`Someone else changed this family member while you were editing.` });
  const name = `${member.familyName} ${member.givenName}`;
  const personPath = `/person/${person.id}/personal-information`;
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Workforce`, to: '/people/workforce' }, { label: person.name, to: personPath }, { label: name }]}
        name={name}
        subtitle={[member.familyNameKana, member.givenNameKana].filter(Boolean).join(' ')}
        tags={[{ key: 'relationship', label: i18n._(familyRelationshipLabels[member.relationship]) }]}
        actions={
          edit.editing || person.isAlumni ? undefined : (
            <>
              <EditRecordButton onClick={edit.start} />
              <DeleteRecordButton
                title={t`Remove this family member?`}
                content={t`"${name}" will be removed from ${person.name}'s family members.`}
                doneText={t`The family member was removed.`}
                failedTitle={t`The family member could not be removed.`}
                onDelete={() => remove.trigger({ params: { personId: person.id, familyMemberId: member.id } })}
                listPath={personPath}
                deleting={remove.isMutating}
              />
            </>
          )
        }
      />
      {edit.editing ? (
        <FamilyMemberForm key={edit.base.version} personId={person.id} edit={edit} />
      ) : (
        <RecordSections>
          <RecordSection
            title={t`Family member`}
            items={[...values.items(member, familyMemberFields), { key: 'flags', label: t`Dependants`, children: <FamilyFlags member={member} /> }]}
          />
        </RecordSections>
      )}
    </section>
  );
}

/**
 * `/person/{id}/family/{familyPersonId}` (001 §2 person tab "family"): one family member of a
 * current worker — name and reading, relationship, birth date, dependant flags; edit with
 * `version`, remove (confirmed) back to the personal-information tab. An alumnus's family is read-only.
 */
export function FamilyMemberPage() {
  const { id, familyPersonId } = useParams();
  const person = usePerson(id);
  const member = useFamilyMember(id, familyPersonId);
  return (
    <RecordGate query={person}>
      {(p) => (
        <RecordGate query={member}>{(m) => <FamilyMemberView person={p} member={m} refetch={() => member.mutate()} />}</RecordGate>
      )}
    </RecordGate>
  );
}
