import * as v from 'valibot';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  FormDateField,
  FormSelectField,
  FormTextField,
  RecordEditForm,
  RecordSection,
  RecordSections,
  useRecordValues,
  useSchemaForm,
  type RecordEdit,
  type SchemaFormApi,
} from '@kanri/ui';
import { employeeInformationFieldsByWorkerType, employeeInformationSchema, personTextMaxLength, workerStatusLabels, workerStatusValues, type EmployeeInformationField, type EmployeeInformationInput, type HrCatalog, type PersonDetail } from '@kanri/contracts';
import { useDepartmentsAndPlaces, useHrMasterOptions } from '../api/person-options';
import { useUpdateEmployeeInformation } from '../api/update-person';
import { personFieldLabels } from './person-labels';

/** The catalog each id field chooses from. */
const catalogOf: Partial<Record<EmployeeInformationField, HrCatalog>> = {
  positionId: 'POSITION', jobTypeId: 'JOB_TYPE', employmentTypeId: 'EMPLOYMENT_TYPE', jobTitleId: 'JOB_TITLE', jobLevelId: 'JOB_LEVEL',
  jobGradeId: 'JOB_GRADE', gradeId: 'GRADE', jobFunctionId: 'JOB_FUNCTION', jobCompetencyId: 'JOB_COMPETENCY', workModeId: 'WORK_MODE',
  boardMemberTypeId: 'BOARD_MEMBER_TYPE', contractorTypeId: 'CONTRACTOR_TYPE', collaboratorTypeId: 'COLLABORATOR_TYPE',
  healthInsuranceAssociationId: 'HEALTH_INSURANCE_ASSOCIATION', placeSocialInsuranceId: 'PLACE_SOCIAL_INSURANCE',
};
const dateFields: EmployeeInformationField[] = ['contractStartDate', 'contractEndDate', 'joinedAt'];
type RefKey = Exclude<keyof PersonDetail['employeeInformation'], 'workerNumber' | 'email' | 'status' | 'affiliatedCompanyName' | 'contractStartDate' | 'contractEndDate' | 'joinedAt'>;
/** `positionId` → `position`: the detail's resolved reference of an id field. */
const refKeyOf = (field: EmployeeInformationField) => field.replace(/Id$/, '') as RefKey;

/** The form's schema: the employee information under `employeeInformation` (the server's field paths). */
const employeeFormSchema = v.object({ employeeInformation: employeeInformationSchema });
type EmployeeFormValues = v.InferInput<typeof employeeFormSchema>;

/** The form values of the record (ids of the resolved references). */
function employeeValuesOf(person: PersonDetail): EmployeeFormValues {
  const e = person.employeeInformation;
  const id = (field: EmployeeInformationField) => e[refKeyOf(field)]?.id ?? null;
  const values = {
    workerNumber: e.workerNumber, email: e.email, status: e.status, affiliatedCompanyName: e.affiliatedCompanyName,
    contractStartDate: e.contractStartDate, contractEndDate: e.contractEndDate, joinedAt: e.joinedAt,
    departmentId: id('departmentId'), placeId: id('placeId'),
    ...Object.fromEntries(Object.keys(catalogOf).map((f) => [f, id(f as EmployeeInformationField)])),
  } as EmployeeInformationInput;
  return { employeeInformation: values };
}

/** Select choices: the offered entries, plus the entry the person holds when it is no longer offered (disabled). */
function withCurrent(options: { id: string; name: string }[] | undefined, current: { id: string; name: string } | null) {
  const list = (options ?? []).map((o) => ({ value: o.id, label: o.name }));
  if (current && !list.some((o) => o.value === current.id)) list.push({ value: current.id, label: current.name });
  return list;
}

/** The employee-information fields of the person's worker type, as form controls. */
function EmployeeFormFields({ form, person }: { form: SchemaFormApi<EmployeeFormValues>; person: PersonDetail }) {
  const { i18n } = useLingui();
  const masters = useHrMasterOptions();
  const units = useDepartmentsAndPlaces();
  const e = person.employeeInformation;
  const leavingLocked = person.status === 'LEAVING' || person.status === 'ALUMNI';
  const statusOptions = workerStatusValues
    .filter((s) => (leavingLocked ? s === person.status : s !== 'LEAVING' && s !== 'ALUMNI'))
    .map((s) => ({ value: s, label: i18n._(workerStatusLabels[s]) }));
  const label = (field: EmployeeInformationField) => i18n._(personFieldLabels[`employeeInformation.${field}`]!);
  const control = (field: EmployeeInformationField): ReactNode => {
    const name = `employeeInformation.${field}` as const;
    if (field === 'workerNumber') return <FormTextField key={field} form={form} name={name} label={label(field)} required maxLength={50} />;
    if (field === 'email') return <FormTextField key={field} form={form} name={name} label={label(field)} required maxLength={254} />;
    if (field === 'affiliatedCompanyName') return <FormTextField key={field} form={form} name={name} label={label(field)} maxLength={personTextMaxLength} emptyValue={null} />;
    if (field === 'status') return <FormSelectField key={field} form={form} name={name} label={label(field)} required allowClear={false} options={statusOptions} disabled={leavingLocked} />;
    if (dateFields.includes(field)) return <FormDateField key={field} form={form} name={name} label={label(field)} />;
    const current = e[refKeyOf(field)];
    const options =
      field === 'departmentId' ? withCurrent(units.data?.departments, current) : field === 'placeId' ? withCurrent(units.data?.places, current) : withCurrent(masters.data?.[catalogOf[field]!], current);
    return <FormSelectField key={field} form={form} name={name} label={label(field)} options={options} showSearch />;
  };
  return <>{employeeInformationFieldsByWorkerType[person.workerType].map(control)}</>;
}

/**
 * Edits the employee information with the `version` read (`PATCH …/employee-information`): the
 * fields of the worker type only; choices from the people settings' catalogs
 * (`GET /v2/hr-master-options`) and the company's departments and places. LEAVING and ALUMNI come
 * from the leaving procedure, so the status is fixed while a leaving is planned.
 */
export function EmployeeInformationForm({ edit }: { edit: RecordEdit<PersonDetail> }) {
  const { t } = useLingui();
  const update = useUpdateEmployeeInformation();
  const form = useSchemaForm({
    schema: employeeFormSchema,
    defaultValues: employeeValuesOf(edit.base),
    onSubmit: ({ value, formApi }) =>
      edit.save(formApi, (base) => update.trigger({ params: { personId: base.id }, body: { employeeInformation: value.employeeInformation, version: base.version } })),
  });
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit employee information`}>
      <EmployeeFormFields form={form} person={edit.base} />
    </RecordEditForm>
  );
}

/**
 * The employee-information tab (001 §2): the fields of the worker type (department, position, job
 * type, the catalogs, contract and joining dates) and the leaving (date, reason, note) when there
 * is one; the edit form while editing.
 */
export function EmployeeInformationTab({ person, edit }: { person: PersonDetail; edit: RecordEdit<PersonDetail> }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  if (edit.editing) return <EmployeeInformationForm key={edit.base.version} edit={edit} />;
  const e = person.employeeInformation;
  const item = (field: EmployeeInformationField) => {
    const children =
      field === 'status'
        ? values.label(workerStatusLabels, e.status)
        : dateFields.includes(field)
          ? values.date(e[field as 'joinedAt'], 'date')
          : field === 'workerNumber' || field === 'email' || field === 'affiliatedCompanyName'
            ? values.text(e[field])
            : values.text(e[refKeyOf(field)]?.name);
    return { key: field, label: i18n._(personFieldLabels[`employeeInformation.${field}`]!), children };
  };
  const leaving = person.leavingAt
    ? [
        { key: 'leavingAt', label: i18n._(personFieldLabels['leaving.leavingAt']!), children: values.date(person.leavingAt, 'date') },
        person.workerType === 'EMPLOYEE' || person.workerType === 'BOARD_MEMBER'
          ? { key: 'retirementReason', label: i18n._(personFieldLabels['leaving.retirementReasonId']!), children: values.text(person.retirementReason?.name) }
          : { key: 'contractEndReason', label: i18n._(personFieldLabels['leaving.contractEndReasonId']!), children: values.text(person.contractEndReason?.name) },
        { key: 'leavingNote', label: i18n._(personFieldLabels['leaving.leavingNote']!), children: values.text(person.leavingNote) },
      ]
    : null;
  return (
    <RecordSections>
      <RecordSection title={t`Employee information`} items={employeeInformationFieldsByWorkerType[person.workerType].map(item)} />
      {leaving ? <RecordSection title={t`Leaving`} items={leaving} /> : null}
    </RecordSections>
  );
}
