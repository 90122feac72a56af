import { Button, Card, Flex, Switch } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import {
  EditRecordButton,
  FormCustomField,
  FormDateField,
  FormNumberField,
  RecordEditForm,
  RecordSection,
  WorkerPicker,
  pickerControlProps,
  useRecordEdit,
  useRecordValues,
  useSchemaForm,
} from '@kanri/ui';
import { groupIdRulesSchema, passwordRotationDaysMax, reviewIntervalMonthsMax, type GroupIdDetail, type GroupIdRules } from '@kanri/contracts';
import { useUpdateGroupId } from '../api/update-group-id';
import { groupIdFieldLabels } from './id-labels';

/** Today's date in the browser's time zone, `YYYY-MM-DD`. */
const localToday = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The rules form's values from a group ID. */
export const groupIdRulesOf = (g: GroupIdDetail): GroupIdRules => ({
  ownerPersonId: g.owner?.personId ?? null,
  passwordRotationDays: g.passwordRotationDays,
  mfaRequired: g.mfaRequired,
  reviewIntervalMonths: g.reviewIntervalMonths,
  lastReviewedAt: g.lastReviewedAt,
});

/**
 * The rule-and-policy tab of a group ID (docs/id-management.md "Rules"): the owner, password
 * rotation in days, whether MFA is required, the review interval in months, the last review and
 * the next review it makes due. Edit sends `PATCH` with the `version` the edit started from (a
 * stale one shows the kit's conflict alert with Reload; 400 goes under the fields).
 */
export function GroupIdRulesTab({ group, refetch }: { group: GroupIdDetail; refetch: () => Promise<GroupIdDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const edit = useRecordEdit(group, { refetch, conflictTitle: t`Someone else changed this group ID while you were editing it.` });
  if (edit.editing) return <GroupIdRulesForm key={edit.base.version} edit={edit} />;
  const label = (name: keyof typeof groupIdFieldLabels) => i18n._(groupIdFieldLabels[name]);
  const days = group.passwordRotationDays;
  const months = group.reviewIntervalMonths;
  return (
    <Flex vertical gap={16}>
      <Flex justify="end">
        <EditRecordButton onClick={edit.start} />
      </Flex>
      <RecordSection
        title={t`Rules and policies`}
        items={[
          { key: 'owner', label: label('ownerPersonId'), children: group.owner ? `${group.owner.name} (${group.owner.email})` : values.notSet },
          { key: 'rotation', label: label('passwordRotationDays'), children: days === null ? t`No rotation rule` : t`Every ${days} days` },
          { key: 'mfa', label: label('mfaRequired'), children: group.mfaRequired ? t`Required` : t`Not required` },
          { key: 'interval', label: label('reviewIntervalMonths'), children: months === null ? t`No periodic review` : t`Every ${months} months` },
          { key: 'lastReviewedAt', label: label('lastReviewedAt'), children: group.lastReviewedAt ? formatDate(group.lastReviewedAt, 'date') : values.notSet },
          { key: 'nextReviewDue', label: label('nextReviewDue'), children: group.nextReviewDue ? formatDate(group.nextReviewDue, 'date') : values.notSet },
        ]}
      />
    </Flex>
  );
}

function GroupIdRulesForm({ edit }: { edit: ReturnType<typeof useRecordEdit<GroupIdDetail>> }) {
  const { t, i18n } = useLingui();
  const update = useUpdateGroupId();
  const form = useSchemaForm<GroupIdRules, GroupIdRules>({
    schema: groupIdRulesSchema,
    defaultValues: groupIdRulesOf(edit.base),
    onSubmit: ({ value, formApi }) => edit.save(formApi, (base) => update.trigger({ params: { id: base.id }, body: { ...value, version: base.version } })),
  });
  const label = (name: keyof typeof groupIdFieldLabels) => i18n._(groupIdFieldLabels[name]);
  const owner = edit.base.owner;
  const maxDays = passwordRotationDaysMax;
  const maxMonths = reviewIntervalMonthsMax;
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit rules and policies`}>
      <Card>
        <FormCustomField form={form} name="ownerPersonId" label={label('ownerPersonId')}>
          {(control) => (
            <WorkerPicker
              {...pickerControlProps(control)}
              initialOption={owner ? { personId: owner.personId, name: owner.name, primaryWorkerEmail: owner.email, avatarUrl: owner.avatarUrl } : undefined}
            />
          )}
        </FormCustomField>
        <FormNumberField form={form} name="passwordRotationDays" label={label('passwordRotationDays')} precision={0} description={t`1 to ${maxDays} days. Leave empty for no rotation rule.`} />
        <FormCustomField form={form} name="mfaRequired" label={label('mfaRequired')}>
          {(control) => (
            <Switch
              id={control.id}
              checked={Boolean(control.value)}
              onChange={(checked) => control.onChange(checked)}
              aria-labelledby={control.labelId}
              aria-describedby={control['aria-describedby']}
            />
          )}
        </FormCustomField>
        <FormNumberField form={form} name="reviewIntervalMonths" label={label('reviewIntervalMonths')} precision={0} description={t`1 to ${maxMonths} months. Leave empty for no periodic review.`} />
        <FormDateField form={form} name="lastReviewedAt" label={label('lastReviewedAt')} />
        <Button htmlType="button" onClick={() => form.setFieldValue('lastReviewedAt', localToday())}>
          {t`Reviewed today`}
        </Button>
      </Card>
    </RecordEditForm>
  );
}
