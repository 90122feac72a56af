import { useState } from 'react';
import { Button, DatePicker, Modal, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError, useToast } from '@kanri/runtime';
import {
  FormCustomField, FormSelectField, FormTextField, PageHeader, SchemaForm, WorkerPicker, pickerControlProps, useSchemaForm, useSubmitError,
} from '@kanri/ui';
import { orgUnitCodeMaxLength, orgUnitFieldsSchema, orgUnitKindValues, orgUnitNameMaxLength, type OrgUnit, type OrgUnitKind } from '@kanri/contracts';
import { useAbolishUnit, useCreateUnit, useCurrentUnits, useUpdateUnit } from '../api/units';

const kindLabels: Record<OrgUnitKind, MessageDescriptor> = {
  DIVISION: msg({ message: 'Division', context: 'orgUnitKind' }),
  DEPARTMENT: msg({ message: 'Department', context: 'orgUnitKind' }),
  SECTION: msg({ message: 'Section', context: 'orgUnitKind' }),
  TEAM: msg({ message: 'Team', context: 'orgUnitKind' }),
};

/**
 * `/organization/settings` (001 §2 settings tab): the current units, managed directly — create (from
 * today), rename / move / set the head (from today; the former state stays in the unit's history,
 * so past charts keep it) and abolish from a date. Changes on a future date belong in a plan.
 */
export function OrganizationSettingsPage() {
  const { t, i18n } = useLingui();
  const units = useCurrentUnits();
  const [editing, setEditing] = useState<OrgUnit | 'new' | null>(null);
  const [abolishing, setAbolishing] = useState<OrgUnit | null>(null);
  const rows = units.data?.units ?? [];
  const depth = (u: OrgUnit) => { let d = 0; for (let p = u.parentId; p; p = rows.find((r) => r.id === p)?.parentId ?? null) d++; return d; };
  const columns: TableColumnsType<OrgUnit> = [
    { key: 'name', title: t`Unit`, render: (_, u) => <span style={{ paddingInlineStart: depth(u) * 20 }}>{u.name}</span> },
    { key: 'code', title: t`Code`, width: 120, dataIndex: 'code' },
    { key: 'kind', title: t`Kind`, width: 120, render: (_, u) => i18n._(kindLabels[u.kind]) },
    { key: 'head', title: t({ message: 'Head', context: 'orgUnit' }), width: 180, render: (_, u) => u.head?.name ?? '' },
    { key: 'members', title: t`Members`, width: 100, dataIndex: 'memberCount' },
    { key: 'actions', title: t`Actions`, width: 200, render: (_, u) => (
      <Space>
        <Button size="small" onClick={() => setEditing(u)}>{t`Edit`}</Button>
        <Button size="small" danger onClick={() => setAbolishing(u)}>{t`Abolish`}</Button>
      </Space>
    ) },
  ];
  return (
    <section>
      <PageHeader title={t`Organization settings`} description={t`Changes here take effect today. To change the organization on a future date, create a plan.`} extra={<Button type="primary" onClick={() => setEditing('new')}>{t`Add a unit`}</Button>} />
      <Table rowKey="id" columns={columns} dataSource={rows} loading={units.isLoading} pagination={false} tableLayout="fixed" />
      {editing && <UnitModal unit={editing === 'new' ? null : editing} units={rows} onClose={() => setEditing(null)} />}
      {abolishing && <AbolishModal unit={abolishing} onClose={() => setAbolishing(null)} />}
    </section>
  );
}

function UnitModal({ unit, units, onClose }: { unit: OrgUnit | null; units: OrgUnit[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const submitError = useSubmitError();
  const form = useSchemaForm({
    schema: orgUnitFieldsSchema,
    defaultValues: unit
      ? { code: unit.code, kind: unit.kind, nameJa: unit.nameJa, nameEn: unit.nameEn, parentId: unit.parentId, headPersonId: unit.head?.personId ?? null }
      : { code: '', kind: 'DEPARTMENT' as const, nameJa: '', nameEn: '', parentId: null, headPersonId: null },
    onSubmit: async ({ value, formApi }) => {
      try {
        if (unit) await update.trigger({ params: { id: unit.id }, body: { ...value, version: unit.version } });
        else await create.trigger({ body: { ...value, validFrom: dayjs().format('YYYY-MM-DD') } });
        toast.success(t`The unit was saved.`);
        onClose();
      } catch (error) {
        submitError(formApi, error, { title: t`The unit could not be saved.`, conflictField: 'nameJa' });
      }
    },
  });
  const title = unit ? t`Edit ${unit.name}` : t`Add a unit`;
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void form.handleSubmit()} okText={t`Save`} confirmLoading={create.isMutating || update.isMutating} destroyOnHidden>
      <SchemaForm form={form} aria-label={title}>
        <FormTextField form={form} name="nameJa" label={t`Name (Japanese)`} required maxLength={orgUnitNameMaxLength} />
        <FormTextField form={form} name="nameEn" label={t`Name (English)`} required maxLength={orgUnitNameMaxLength} />
        <FormTextField form={form} name="code" label={t`Code`} required maxLength={orgUnitCodeMaxLength} />
        <FormSelectField form={form} name="kind" label={t`Kind`} required allowClear={false} options={orgUnitKindValues.map((k) => ({ value: k, label: i18n._(kindLabels[k]) }))} />
        <FormSelectField form={form} name="parentId" label={t`Parent unit`} showSearch placeholder={t`None (top unit)`} options={units.filter((u) => u.id !== unit?.id).map((u) => ({ value: u.id, label: u.name }))} />
        <FormCustomField form={form} name="headPersonId" label={t({ message: 'Head', context: 'orgUnit' })}>
          {(c) => <WorkerPicker {...pickerControlProps(c)} initialOption={unit?.head ? { personId: unit.head.personId, name: unit.head.name, avatarUrl: unit.head.avatarUrl } : undefined} />}
        </FormCustomField>
      </SchemaForm>
    </Modal>
  );
}

function AbolishModal({ unit, onClose }: { unit: OrgUnit; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const abolish = useAbolishUnit();
  const [date, setDate] = useState(dayjs().add(1, 'day').format('YYYY-MM-DD'));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    try {
      await abolish.trigger({ params: { id: unit.id }, body: { version: unit.version, validTo: date } });
      toast.success(t`The unit was abolished.`);
      onClose();
    } catch (error) {
      if (isApiError(error)) setProblem(error.fieldErrors[0]?.message ?? error.message);
    }
  };
  return (
    <Modal open title={t`Abolish ${unit.name}`} onCancel={onClose} onOk={() => void submit()} okText={t`Abolish`} okButtonProps={{ danger: true }} confirmLoading={abolish.isMutating}>
      <Typography.Paragraph>{t`From this date the unit no longer exists. Its people and sub-units must be moved first.`}</Typography.Paragraph>
      <DatePicker aria-label={t`End date`} allowClear={false} value={dayjs(date)} onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))} />
      {problem && <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>{problem}</Typography.Paragraph>}
    </Modal>
  );
}
