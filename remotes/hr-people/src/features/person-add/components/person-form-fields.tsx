import { Card, Col, Row } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { DeepKeys } from '@tanstack/react-form';
import { FormDateField, FormSelectField, FormTextField, optionsOf, type FormOption, type SchemaFormApi } from '@kanri/ui';
import { createPersonStatusValues, employeeInformationFieldsByWorkerType, genderLabels, personTextMaxLength, workerStatusLabels, type EmployeeInformationField, type HrMasterOptions, type PeopleFilterOptions, type WorkerType } from '@kanri/contracts';
import { catalogOfField, requiredEmployeeFields, type PersonFormValues } from './person-form-model';
import { employeeFieldLabels, nameFieldLabels, personalFieldLabels } from './person-add-labels';

type Form = SchemaFormApi<PersonFormValues>;
type Name = DeepKeys<PersonFormValues>;

/** One column of the two-column grid. */
function Cell({ children }: { children: React.ReactNode }) {
  return (
    <Col xs={24} md={12}>
      {children}
    </Col>
  );
}

/**
 * The add form's cards (001 §2 `/person/add/{workerType}`): the name (kanji, katakana reading,
 * romaji), the employee information of the worker type (`employeeInformationFieldsByWorkerType`:
 * the catalogs from `options`, departments and places from `placement`), and the personal
 * information. Payroll is not part of adding a person (the record's salary tab sets it).
 */
export function PersonFormFields({ form, workerType, options, placement }: { form: Form; workerType: WorkerType; options: HrMasterOptions | undefined; placement: PeopleFilterOptions | undefined }) {
  const { t, i18n } = useLingui();
  const text = (name: Name, label: string, required = false, maxLength = personTextMaxLength, placeholder?: string) => (
    <Cell key={name}>
      <FormTextField form={form} name={name} label={label} required={required} maxLength={maxLength} emptyValue={required ? '' : null} placeholder={placeholder} />
    </Cell>
  );
  const fields = employeeInformationFieldsByWorkerType[workerType];
  const statusOptions: FormOption[] = createPersonStatusValues.map((s) => ({ value: s, label: i18n._(workerStatusLabels[s]) }));
  const choices = (field: EmployeeInformationField): FormOption[] => {
    if (field === 'departmentId') return (placement?.departments ?? []).map((d) => ({ value: d.id, label: d.name }));
    if (field === 'placeId') return (placement?.places ?? []).map((p) => ({ value: p.id, label: p.name }));
    const catalog = catalogOfField[field];
    return catalog ? (options?.[catalog] ?? []).map((o) => ({ value: o.id, label: o.code ? `${o.name} (${o.code})` : o.name })) : [];
  };
  const employeeField = (field: EmployeeInformationField) => {
    const name = `employeeInformation.${field}` as Name;
    const label = i18n._(employeeFieldLabels[field]);
    const required = requiredEmployeeFields.includes(field);
    if (field === 'status') return <Cell key={field}><FormSelectField form={form} name={name} label={label} required options={statusOptions} allowClear={false} /></Cell>;
    if (field === 'joinedAt' || field === 'contractStartDate' || field === 'contractEndDate') return <Cell key={field}><FormDateField form={form} name={name} label={label} /></Cell>;
    if (field === 'workerNumber') return text(name, label, true, 50);
    if (field === 'email') return text(name, label, true, 254, 'taro.yamada@example.com');
    if (field === 'affiliatedCompanyName') return text(name, label);
    return <Cell key={field}><FormSelectField form={form} name={name} label={label} required={required} options={choices(field)} showSearch /></Cell>;
  };
  const n = (path: keyof typeof nameFieldLabels) => i18n._(nameFieldLabels[path]);
  const p = (path: keyof typeof personalFieldLabels) => i18n._(personalFieldLabels[path]);
  return (
    <>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Name`}</h2>} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {text('name.familyNameJa', n('name.familyNameJa'), true, personTextMaxLength, '山田')}
          {text('name.givenNameJa', n('name.givenNameJa'), true, personTextMaxLength, '太郎')}
          {text('name.familyNameKana', n('name.familyNameKana'), true, personTextMaxLength, 'ヤマダ')}
          {text('name.givenNameKana', n('name.givenNameKana'), true, personTextMaxLength, 'タロウ')}
          {text('name.familyNameEn', n('name.familyNameEn'), true, personTextMaxLength, 'Yamada')}
          {text('name.givenNameEn', n('name.givenNameEn'), true, personTextMaxLength, 'Taro')}
          {text('name.middleNameEn', n('name.middleNameEn'))}
        </Row>
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Employee information`}</h2>} style={{ marginBottom: 16 }}>
        <Row gutter={16}>{fields.map(employeeField)}</Row>
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Personal information`}</h2>}>
        <Row gutter={16}>
          <Cell><FormDateField form={form} name="personalInformation.birthDate" label={p('personalInformation.birthDate')} /></Cell>
          <Cell>
            <FormSelectField form={form} name="personalInformation.gender" label={p('personalInformation.gender')} options={optionsOf(genderLabels, (d) => i18n._(d))} />
          </Cell>
          {text('personalInformation.personalEmail', p('personalInformation.personalEmail'), false, 254)}
          {text('personalInformation.phoneNumber', p('personalInformation.phoneNumber'), false, 30, '090-1234-5678')}
          {text('personalInformation.postalCode', p('personalInformation.postalCode'), false, 8, '100-0001')}
          {text('personalInformation.address', p('personalInformation.address'), false, 200)}
          {text('personalInformation.emergencyContactName', p('personalInformation.emergencyContactName'))}
          {text('personalInformation.emergencyContactRelationship', p('personalInformation.emergencyContactRelationship'))}
          {text('personalInformation.emergencyContactPhone', p('personalInformation.emergencyContactPhone'), false, 30)}
        </Row>
      </Card>
    </>
  );
}
