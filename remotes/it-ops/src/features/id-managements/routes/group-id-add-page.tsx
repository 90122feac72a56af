import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { LinkButton, PageHeader, SchemaForm, applyServerFieldErrors, useSchemaForm } from '@kanri/ui';
import { createGroupIdBodySchema, groupLoginIdMaxLength, type CreateGroupIdBody } from '@kanri/contracts';
import { useCreateGroupId } from '../api/create-group-id';
import { GroupIdSettingsFields, type GroupIdSettingsValues } from '../components/group-id-settings-fields';

/**
 * `/id-managements/group-id/add` (001 §2 "ID management groups", search `loginId`): registers a
 * group ID. `loginId` in the URL prefills the login id (the list's "Register as group ID" sends
 * it; longer than 254 characters it is cut). Submit validates with `createGroupIdBodySchema`;
 * success goes to the new group ID's members tab; a 400 or a taken login id (409) marks the
 * fields; other failures toast. A refused submit can be corrected and sent again.
 */
export function GroupIdAddPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateGroupId();
  const [params] = useSearchParams();
  const defaultValues = useMemo<GroupIdSettingsValues>(() => ({ loginId: (params.get('loginId') ?? '').trim().slice(0, groupLoginIdMaxLength), name: '', description: null }), [params]);
  const form = useSchemaForm<GroupIdSettingsValues, CreateGroupIdBody>({
    schema: createGroupIdBodySchema,
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      try {
        const { id } = await create.trigger({ body: value });
        const name = value.name;
        toast.success(t`The group ID "${name}" was registered.`);
        navigate(`/id-managements/group-id/${id}/members`);
      } catch (error) {
        if ((isApiError(error, 400) || isApiError(error, 409)) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          return;
        }
        toast.destructive(t`The group ID could not be registered.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const title = t`Add group ID`;
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`ID management`, to: '/id-managements' }, { label: title }]} title={title} />
      <SchemaForm form={form} aria-label={title}>
        <Card style={{ maxWidth: 880 }}>
          <GroupIdSettingsFields form={form} />
        </Card>
        <Flex justify="space-between" gap={8} style={{ marginTop: 16, maxWidth: 880 }}>
          <LinkButton to="/id-managements">{t`Cancel`}</LinkButton>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`Register group ID`}
          </Button>
        </Flex>
      </SchemaForm>
    </section>
  );
}
