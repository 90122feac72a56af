import { useState } from 'react';
import * as v from 'valibot';
import { Alert, Button, Flex, Modal } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useDialogs, useToast } from '@kanri/runtime';
import { FormDateField, FormSelectField, FormTextAreaField, SchemaForm, useSchemaForm, useSubmitError } from '@kanri/ui';
import { leavePersonBodySchema, personNoteMaxLength, type PersonDetail } from '@kanri/contracts';
import { useHrMasterOptions } from '../api/person-options';
import { personFieldLabels } from './person-labels';
import { useCancelLeaving, useLeavePerson } from '../api/update-person';

/** The leave form's schema: the leaving call's body without `version` (the record's is sent). */
const leaveFormSchema = v.omit(leavePersonBodySchema, ['version']);
type LeaveFormValues = v.InferInput<typeof leaveFormSchema>;

/** Whether the worker type leaves with a retirement reason (employees, board members) rather than a contract end reason. */
export const retiresWithReason = (person: Pick<PersonDetail, 'workerType'>) => person.workerType === 'EMPLOYEE' || person.workerType === 'BOARD_MEMBER';

/**
 * The "Leave" dialog (退職手続き), its labels the person's `personFields` (`leaving.*`): the
 * leaving date (the last day of work), the reason (retirement reasons for
 * employees and board members, contract end reasons for contractors and collaborators) and a note
 * → `POST /v2/people/{personId}/leave`. The person is LEAVING until that day and alumni from the
 * next; a day already past makes them alumni at once (the dialog says so). Also changes a planned
 * leaving.
 */
export function LeaveDialog({ person, open, onClose }: { person: PersonDetail; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const submitError = useSubmitError();
  const leave = useLeavePerson();
  // the fields' labels are the person's one description (personFields `leaving.*`, issue 30)
  const label = (field: 'leavingAt' | 'retirementReasonId' | 'contractEndReasonId' | 'leavingNote') => i18n._(personFieldLabels[`leaving.${field}`]!);
  const masters = useHrMasterOptions();
  const retiring = retiresWithReason(person);
  const reasonField = retiring ? 'retirementReasonId' : 'contractEndReasonId';
  const current = retiring ? person.retirementReason : person.contractEndReason;
  const reasons = (masters.data?.[retiring ? 'RETIREMENT_REASON' : 'CONTRACT_END_REASON'] ?? []).map((o) => ({ value: o.id, label: o.name }));
  if (current && !reasons.some((r) => r.value === current.id)) reasons.push({ value: current.id, label: current.name });
  const form = useSchemaForm({
    schema: leaveFormSchema,
    defaultValues: {
      leavingAt: person.leavingAt ?? '',
      retirementReasonId: person.retirementReason?.id ?? null,
      contractEndReasonId: person.contractEndReason?.id ?? null,
      leavingNote: person.leavingNote,
    } as LeaveFormValues,
    onSubmit: async ({ value, formApi }) => {
      try {
        const after = await leave.trigger({ params: { personId: person.id }, body: { ...value, version: person.version } });
        const day = formatDate(value.leavingAt, 'date');
        toast.success(after.status === 'ALUMNI' ? t`The leaving was recorded. The person is now an alumnus.` : t`The leaving was recorded. The last day of work is ${day}.`);
        onClose();
      } catch (error) {
        submitError(formApi, error, { title: t`The leaving could not be recorded.` });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const name = person.name;
  return (
    <Modal open={open} title={t`Leaving procedure for ${name}`} onCancel={onClose} footer={null} destroyOnHidden>
      <SchemaForm form={form} aria-label={t`Leaving procedure`}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t`The person is shown as leaving until the last day of work and becomes an alumnus the next day. A date in the past makes them an alumnus at once.`}
        />
        <FormDateField form={form} name="leavingAt" label={label('leavingAt')} required />
        <FormSelectField form={form} name={reasonField} label={label(reasonField)} options={reasons} showSearch />
        <FormTextAreaField form={form} name="leavingNote" label={label('leavingNote')} maxLength={personNoteMaxLength} showCount emptyValue={null} rows={3} />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="primary" danger htmlType="submit" loading={submitting}>
            {t`Record the leaving`}
          </Button>
        </Flex>
      </SchemaForm>
    </Modal>
  );
}

/** The header's leaving actions: "Leave" (or "Change the leaving" while LEAVING) and "Cancel the leaving" (confirmed). Nothing for alumni. */
export function LeavingActions({ person }: { person: PersonDetail }) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  const toast = useToast();
  const cancel = useCancelLeaving();
  const [open, setOpen] = useState(false);
  if (person.status === 'ALUMNI') return null;
  const cancelLeaving = async () => {
    const ok = await dialogs.confirm({
      title: t`Cancel the planned leaving?`,
      content: t`The leaving date, reason and note are cleared and the person is active again.`,
      okText: t`Cancel the leaving`,
      danger: true,
    });
    if (!ok) return;
    try {
      await cancel.trigger({ params: { personId: person.id }, body: { version: person.version } });
      toast.success(t`The planned leaving was cancelled.`);
    } catch (error) {
      toast.destructive(t`The leaving could not be cancelled.`, error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {person.status === 'LEAVING' ? t`Change the leaving` : t`Leave`}
      </Button>
      {person.status === 'LEAVING' ? (
        <Button onClick={() => void cancelLeaving()} loading={cancel.isMutating}>
          {t`Cancel the leaving`}
        </Button>
      ) : null}
      {open ? <LeaveDialog person={person} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
