import { Checkbox, InputNumber, Modal } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { FormCustomField, FormTextField, SchemaForm, WorkerPicker, focusFirstError, pickerControlProps, useSchemaForm, useSubmitError } from '@kanri/ui';
import {
  createInvitationBodySchema,
  invitationNameMaxLength,
  invitationValidityDays,
  type AccountKind,
  type CreateInvitationBody,
} from '@kanri/contracts';
import { useCreateInvitation } from '../api/create-invitation';

/** Props of {@link InviteDialog}. */
export interface InviteDialogProps {
  /** The list it was opened from: the staff list invites to both areas, the individual list to the individual area. */
  kind: AccountKind;
  onClose: () => void;
}

const formId = 'invite-form';

/** The empty invitation of a list: both areas from the staff list, the individual area from the other; open 7 days. */
export function emptyInvitation(kind: AccountKind): CreateInvitationBody {
  return {
    email: '',
    familyName: '',
    givenName: '',
    familyNameEn: null,
    givenNameEn: null,
    accounts: kind === 'OPERATOR' ? ['OPERATOR', 'INDIVIDUAL'] : ['INDIVIDUAL'],
    personId: null,
    validityDays: invitationValidityDays.default,
  };
}

/**
 * The invite dialog of `/settings/persons/staff` and `/individual` (001 §3 Account lists; issue 9):
 * e-mail, family and given name (Japanese order: family name first) with optional romanized names,
 * the areas the invitation grants, the person of People it belongs to (so the roles of their
 * people groups apply; empty = matched by e-mail) and how many days the link stays open (1–30).
 * Validated with the contract's schema; a 409 (address taken or already invited) shows under the
 * e-mail. On success the dialog closes with a toast naming the address. Mount it only while open.
 */
export function InviteDialog({ kind, onClose }: InviteDialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const create = useCreateInvitation();
  const onSubmitError = useSubmitError();
  const form = useSchemaForm({
    schema: createInvitationBodySchema,
    defaultValues: emptyInvitation(kind),
    onSubmit: async ({ value, formApi }) => {
      try {
        await create.trigger({ body: value });
      } catch (error) {
        onSubmitError(formApi, error, { conflictField: 'email', title: t`The invitation could not be sent.` });
        focusFirstError(formId);
        return;
      }
      toast.success(t`An invitation was sent to ${value.email}.`);
      onClose();
    },
    onInvalid: () => focusFirstError(formId),
  });
  return (
    <Modal
      open
      title={t`Invite a person`}
      okText={t`Send invitation`}
      cancelText={t`Cancel`}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: create.isMutating }}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <SchemaForm form={form} id={formId} aria-label={t`Invite a person`}>
        <FormTextField form={form} name="email" label={t`E-mail`} required maxLength={254} autoComplete="off" description={t`The invitation link is sent to this address.`} />
        <div style={{ display: 'flex', gap: 12 }}>
          <div style={{ flex: 1 }}>
            <FormTextField form={form} name="familyName" label={t`Family name`} required maxLength={invitationNameMaxLength} />
          </div>
          <div style={{ flex: 1 }}>
            <FormTextField form={form} name="givenName" label={t`Given name`} required maxLength={invitationNameMaxLength} />
          </div>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <div style={{ flex: 1 }}>
            <FormTextField form={form} name="familyNameEn" label={t`Family name (romanized)`} maxLength={invitationNameMaxLength} emptyValue={null} />
          </div>
          <div style={{ flex: 1 }}>
            <FormTextField form={form} name="givenNameEn" label={t`Given name (romanized)`} maxLength={invitationNameMaxLength} emptyValue={null} />
          </div>
        </div>
        <FormCustomField form={form} name="accounts" label={t`Areas`} required description={t`Staff can open the back office as far as their roles allow; individual is the self-service area.`}>
          {(control) => (
            <div role="group" id={control.id} aria-labelledby={control.labelId} aria-describedby={control['aria-describedby']} aria-invalid={control['aria-invalid']}>
              <Checkbox.Group
                value={control.value}
                onChange={(values) => control.onChange(values as CreateInvitationBody['accounts'])}
                options={[
                  { value: 'OPERATOR', label: t`Staff` },
                  { value: 'INDIVIDUAL', label: t`Individual` },
                ]}
              />
            </div>
          )}
        </FormCustomField>
        <FormCustomField form={form} name="personId" label={t`Person in People`} description={t`Their roles follow the people groups this person belongs to. Leave empty to match the person with the same e-mail.`}>
          {(control) => <WorkerPicker {...pickerControlProps(control)} />}
        </FormCustomField>
        <FormCustomField form={form} name="validityDays" label={t`Link valid for (days)`} required>
          {(control) => (
            <InputNumber<number>
              id={control.id}
              status={control.status}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              min={invitationValidityDays.min}
              max={invitationValidityDays.max}
              precision={0}
              value={control.value}
              onChange={(value) => control.onChange(value ?? (undefined as unknown as number))}
              onBlur={control.onBlur}
              style={{ width: 120 }}
            />
          )}
        </FormCustomField>
      </SchemaForm>
    </Modal>
  );
}
