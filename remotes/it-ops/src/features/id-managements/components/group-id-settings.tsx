import { Card, Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import {
  DeleteRecordButton,
  EditRecordButton,
  RecordEditForm,
  RecordHistory,
  RecordSection,
  RecordTimestamps,
  useRecordEdit,
  useRecordValues,
  useSchemaForm,
} from '@kanri/ui';
import { createGroupIdBodySchema, type CreateGroupIdBody, type GroupIdDetail } from '@kanri/contracts';
import { useUpdateGroupId } from '../api/update-group-id';
import { useDeleteGroupId } from '../api/delete-group-id';
import { GroupIdSettingsFields, type GroupIdSettingsValues } from './group-id-settings-fields';
import { groupIdFieldLabels } from './id-labels';

/**
 * The settings tab of a group ID: its name, login id and description (Edit: `PATCH` with the
 * `version`; a login id the company has already goes under the field), Delete after a confirm
 * (back to the list), and the history of the group ID (audit log).
 */
export function GroupIdSettingsTab({ group, refetch }: { group: GroupIdDetail; refetch: () => Promise<GroupIdDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const remove = useDeleteGroupId();
  const edit = useRecordEdit(group, { refetch, conflictField: 'loginId', conflictTitle: t`Someone else changed this group ID while you were editing it.` });
  const name = group.name;
  const label = (key: keyof typeof groupIdFieldLabels) => i18n._(groupIdFieldLabels[key]);
  return (
    <Flex vertical gap={16}>
      {edit.editing ? (
        <GroupIdSettingsForm key={edit.base.version} edit={edit} />
      ) : (
        <>
          <Flex justify="end" gap={8}>
            <EditRecordButton onClick={edit.start} />
            <DeleteRecordButton
              title={t`Delete this group ID?`}
              content={t`"${name}" and its members will be deleted. The apps keep the account. This cannot be undone.`}
              doneText={t`The group ID "${name}" was deleted.`}
              failedTitle={t`The group ID could not be deleted.`}
              onDelete={() => remove.trigger({ params: { id: group.id } })}
              listPath="/id-managements"
              deleting={remove.isMutating}
            />
          </Flex>
          <RecordSection
            title={t`Settings`}
            items={[
              { key: 'name', label: label('name'), children: group.name },
              { key: 'loginId', label: label('loginId'), children: group.loginId },
              { key: 'description', label: label('description'), span: 2, children: values.text(group.description) },
              { key: 'apps', label: label('apps'), span: 2, children: group.apps.length ? group.apps.map((a) => a.name).join(', ') : values.notSet },
            ]}
          />
          <RecordTimestamps createdAt={group.createdAt} updatedAt={group.updatedAt} />
        </>
      )}
      <RecordHistory
        resourceType="GROUP_ID"
        resourceId={group.id}
        fieldLabels={groupIdFieldLabels}
        dateFields={['lastReviewedAt']}
        references={{ ownerPersonId: group.owner ? { [group.owner.personId]: group.owner.name } : {} }}
      />
    </Flex>
  );
}

function GroupIdSettingsForm({ edit }: { edit: ReturnType<typeof useRecordEdit<GroupIdDetail>> }) {
  const { t } = useLingui();
  const update = useUpdateGroupId();
  const form = useSchemaForm<GroupIdSettingsValues, CreateGroupIdBody>({
    schema: createGroupIdBodySchema,
    defaultValues: { loginId: edit.base.loginId, name: edit.base.name, description: edit.base.description },
    onSubmit: ({ value, formApi }) => edit.save(formApi, (base) => update.trigger({ params: { id: base.id }, body: { ...value, version: base.version } })),
  });
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit group ID settings`}>
      <Card>
        <GroupIdSettingsFields form={form} />
      </Card>
    </RecordEditForm>
  );
}
