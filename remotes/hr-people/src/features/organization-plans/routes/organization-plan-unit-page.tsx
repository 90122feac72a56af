import { Button, Flex, Space } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useDialogs, useToast } from '@kanri/runtime';
import {
  FormCustomField, FormSelectField, FormTextField, NotFoundPage, PageHeader, RecordGate, SchemaForm, WorkerPicker, pickerControlProps,
  useSchemaForm, useStaleVersion, useSubmitError,
} from '@kanri/ui';
import {
  addOrgPlanUnitBodySchema, orgUnitCodeMaxLength, orgUnitKindValues, orgUnitNameMaxLength, type AddOrgPlanUnitInput, type OrgPlanDetail, type OrgPlanUnit,
} from '@kanri/contracts';
import { useAddOrgPlanUnit, useChangeOrgPlanUnit, useOrgPlanDetail, useRevertOrgPlanUnit } from '../api/plans';
import { unitKindLabels } from '../components/plan-labels';

/** `/organization/plan/{id}/add`: a unit the plan adds (names ja/en, code, kind, parent, head). */
export function OrganizationPlanAddUnitPage() {
  const plan = useOrgPlanDetail(useParams().id);
  return <RecordGate query={plan}>{(current) => <PlanUnitForm plan={current} unit={null} refetch={async () => undefined} />}</RecordGate>;
}

/**
 * `/organization/plan/{id}/edit/{unitId}`: change (rename, move, new head, kind, code) or abolish a
 * unit in the plan. Save and Abolish send the unit's `changeVersion` as the form read it; a stale one
 * (409, someone else changed the unit in this plan first; issue 29) keeps what was typed and says
 * so, with Reload (the form starts again from the unit as the plan has it now).
 */
export function OrganizationPlanEditUnitPage() {
  const { id, unitId } = useParams();
  const plan = useOrgPlanDetail(id);
  return (
    <RecordGate query={plan}>
      {(current) => {
        const unit = current.units.find((u) => u.id === unitId);
        const refetch = async () => (await plan.mutate())?.units.find((u) => u.id === unitId);
        return unit ? <PlanUnitForm plan={current} unit={unit} refetch={refetch} /> : <NotFoundPage />;
      }}
    </RecordGate>
  );
}

const valuesOf = (unit: OrgPlanUnit | null): AddOrgPlanUnitInput =>
  unit
    ? { code: unit.code, kind: unit.kind, nameJa: unit.nameJa, nameEn: unit.nameEn, parentId: unit.parentId, headPersonId: unit.head?.personId ?? null }
    : { code: '', kind: 'DEPARTMENT' as const, nameJa: '', nameEn: '', parentId: null, headPersonId: null };

function PlanUnitForm({ plan, unit, refetch }: { plan: OrgPlanDetail; unit: OrgPlanUnit | null; refetch: () => Promise<OrgPlanUnit | undefined> }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const dialogs = useDialogs();
  const add = useAddOrgPlanUnit();
  const change = useChangeOrgPlanUnit();
  const revert = useRevertOrgPlanUnit();
  const submitError = useSubmitError();
  const back = `/organization/plan/${plan.id}`;
  // `stale.base`: the unit as the edit read it (its `changeVersion` is sent); only Reload moves it
  const stale = useStaleVersion(unit, {
    refetch,
    onReloaded: (current) => form.reset(valuesOf(current)),
    title: t`Someone else changed this unit in the plan while you were editing it.`,
  });
  const failed = (error: unknown) => {
    if (!(stale.base && stale.catches(error))) submitError(form, error, { title: t`The plan could not be updated.` });
  };
  const form = useSchemaForm({
    schema: addOrgPlanUnitBodySchema,
    defaultValues: valuesOf(stale.base),
    onSubmit: async ({ value }) => {
      const { base } = stale;
      stale.clear();
      try {
        if (base) await change.trigger({ params: { id: plan.id, unitId: base.id }, body: { ...value, abolish: false, changeVersion: base.changeVersion } });
        else await add.trigger({ params: { id: plan.id }, body: value });
        toast.success(t`The plan was updated.`);
        navigate(back);
      } catch (error) {
        failed(error);
      }
    },
  });
  const others = plan.units.filter((u) => u.change !== 'ABOLISHED' && u.id !== unit?.id);
  const abolish = async () => {
    if (!unit || !(await dialogs.confirm({ title: t`Abolish ${unit.name} in this plan?`, content: t`The unit ends on the plan's effective date. Move its people and sub-units first.`, danger: true, okText: t`Abolish` }))) return;
    try {
      const base = stale.base ?? unit;
      stale.clear();
      await change.trigger({ params: { id: plan.id, unitId: base.id }, body: { ...valuesOf(base), abolish: true, changeVersion: base.changeVersion } });
      toast.success(t`The plan was updated.`);
      navigate(back);
    } catch (error) {
      failed(error);
    }
  };
  const undo = async () => {
    if (!unit) return;
    try {
      await revert.trigger({ params: { id: plan.id, unitId: unit.id } });
      toast.success(t`The plan no longer changes this unit.`);
      navigate(back);
    } catch (error) {
      submitError(form, error, { title: t`The plan could not be updated.` });
    }
  };
  const title = unit ? t`Change ${unit.name}` : t`Add a unit`;
  return (
    <section>
      <PageHeader title={title} breadcrumb={[{ label: t`Organization plans`, to: '/organization/plan' }, { label: plan.name, to: back }, { label: title }]} />
      <SchemaForm form={form} aria-label={title}>
        <Flex vertical gap={16} style={{ maxWidth: 560 }}>
          {stale.alert}
          <div>
          <FormTextField form={form} name="nameJa" label={t`Name (Japanese)`} required maxLength={orgUnitNameMaxLength} />
          <FormTextField form={form} name="nameEn" label={t`Name (English)`} required maxLength={orgUnitNameMaxLength} />
          <FormTextField form={form} name="code" label={t`Code`} required maxLength={orgUnitCodeMaxLength} />
          <FormSelectField form={form} name="kind" label={t`Kind`} required allowClear={false} options={orgUnitKindValues.map((k) => ({ value: k, label: i18n._(unitKindLabels[k]) }))} />
          <FormSelectField form={form} name="parentId" label={t`Parent unit`} showSearch placeholder={t`None (top unit)`} options={others.map((u) => ({ value: u.id, label: u.name }))} />
          <FormCustomField form={form} name="headPersonId" label={t({ message: 'Head', context: 'orgUnit' })}>
            {(c) => <WorkerPicker {...pickerControlProps(c)} initialOption={unit?.head ? { personId: unit.head.personId, name: unit.head.name, avatarUrl: unit.head.avatarUrl } : undefined} />}
          </FormCustomField>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={add.isMutating || change.isMutating}>{unit ? t`Save` : t`Add`}</Button>
            {unit && unit.change !== 'ABOLISHED' && <Button danger onClick={() => void abolish()}>{t`Abolish`}</Button>}
            {unit?.change && <Button onClick={() => void undo()}>{t`Undo this unit's change`}</Button>}
            <Button onClick={() => navigate(back)}>{t`Back to the plan`}</Button>
          </Space>
          </div>
        </Flex>
      </SchemaForm>
    </section>
  );
}
