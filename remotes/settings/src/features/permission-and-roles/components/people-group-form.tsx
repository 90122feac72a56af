import { useRef, type ReactNode } from 'react';
import { Typography } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormTextField, useSchemaForm, focusFirstError, type SchemaFormApi } from '@kanri/ui';
import { peopleGroupBodySchema, roleNameMaxLength, workerTypeValues, type PeopleGroupBody, type PeopleGroupDetail } from '@kanri/contracts';
import { CheckboxGroupControl } from './checkbox-group-control';
import { PeopleMultiPicker, type PickedPerson } from './people-multi-picker';
import { RecordFormFrame } from './record-form-frame';
import { peopleGroupFieldLabels, workerTypeLabels } from './role-labels';


const formId = 'people-group-form';
/** The people group form's values: the body of `POST /v2/settings/people-groups`. */
export type PeopleGroupFormValues = PeopleGroupBody;

/** An empty people group: no name, no worker type, nobody included or excluded. */
export const emptyPeopleGroupFormValues = (): PeopleGroupFormValues => ({ name: '', nameEn: null, workerTypes: [], includedPersonIds: [], excludedPersonIds: [] });
/** The edit form's starting values: the group as it stands, both names as stored (`name` shown is the request language's). */
export const peopleGroupFormValuesOf = (detail: PeopleGroupDetail): PeopleGroupFormValues => ({
  name: detail.nameJa,
  nameEn: detail.nameEn,
  workerTypes: [...detail.workerTypes],
  includedPersonIds: detail.included.map((person) => person.id),
  excludedPersonIds: detail.excluded.map((person) => person.id),
});

/** Props of {@link PeopleGroupForm}. */
export interface PeopleGroupFormProps {
  label: string;
  defaultValues: PeopleGroupFormValues;
  /** The people the edited group names, so the pickers show their names at once. */
  initialPeople?: readonly PickedPerson[];
  onSubmit: (body: PeopleGroupFormValues, form: SchemaFormApi<PeopleGroupFormValues>) => Promise<void>;
  submitLabel: string;
  onCancel: () => void;
  banner?: ReactNode;
}

type PeopleListField = 'includedPersonIds' | 'excludedPersonIds';

/** The errors of one list's items (`excludedPersonIds[2]`: both included and excluded; a person not found), by index. */
function useItemErrors(form: SchemaFormApi<PeopleGroupFormValues>, field: PeopleListField): { index: number; message: string }[] {
  const prefix = `${field}[`;
  const serialized = useStore(form.store, (state) => {
    const out: [number, string][] = [];
    for (const [name, meta] of Object.entries(state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>)) {
      if (!name.startsWith(prefix)) continue;
      const message = meta?.errors?.find((e): e is string => typeof e === 'string' && e !== '');
      if (message) out.push([Number(name.slice(prefix.length, -1)), message]);
    }
    return JSON.stringify(out.sort((a, b) => a[0] - b[0]));
  });
  return (JSON.parse(serialized) as [number, string][]).map(([index, message]) => ({ index, message }));
}

/**
 * The add / edit form of a people group (001 §3 "People group columns"): its name and English
 * name (optional; English screens show the name when empty, issue 30), the worker
 * types whose people it holds (employee, board member, contractor, collaborator), and people
 * included and excluded by name (several people each, searched by name or e-mail). Validated with
 * `peopleGroupBodySchema`; a person both included and excluded is named under "Excluded people".
 */
export function PeopleGroupForm({ label, defaultValues, initialPeople, onSubmit, submitLabel, onCancel, banner }: PeopleGroupFormProps) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm({ schema: peopleGroupBodySchema, defaultValues, onSubmit: ({ value, formApi }) => onSubmit(value, formApi), onInvalid: () => focusFirstError(formId) });
  // the people both pickers have seen, to name a person in an item's error
  const directory = useRef(new Map((initialPeople ?? []).map((person) => [person.id, person]))).current;
  const peopleField = (field: PeopleListField, description: string) => (
    <FormCustomField form={form} name={field} label={i18n._(peopleGroupFieldLabels[field])} description={description}>
      {(control) => (
        <>
          <PeopleMultiPicker
            id={control.id}
            value={control.value}
            onChange={(next) => {
              control.onChange(next);
              control.onBlur();
            }}
            initialPeople={initialPeople}
            directory={directory}
            status={control.status}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
          />
          <ItemErrors form={form} field={field} nameOf={(index) => directory.get(control.value[index] ?? '')?.name ?? ''} />
        </>
      )}
    </FormCustomField>
  );
  return (
    <RecordFormFrame form={form} id={formId} label={label} banner={banner} submitLabel={submitLabel} onCancel={onCancel}>
      <FormTextField form={form} name="name" label={i18n._(peopleGroupFieldLabels.name)} required maxLength={roleNameMaxLength} showCount />
      <FormTextField form={form} name="nameEn" label={i18n._(peopleGroupFieldLabels.nameEn)} maxLength={roleNameMaxLength} showCount emptyValue={null} description={t`Leave empty to show the name in English too.`} />
      <FormCustomField form={form} name="workerTypes" label={i18n._(peopleGroupFieldLabels.workerTypes)} description={t`Everyone of the checked worker types is a member, except the people excluded below. Alumni are never members.`}>
        {(control) => <CheckboxGroupControl control={control} options={workerTypeValues.map((value) => ({ value, label: i18n._(workerTypeLabels[value]) }))} />}
      </FormCustomField>
      {peopleField('includedPersonIds', t`Members whatever their worker type.`)}
      {peopleField('excludedPersonIds', t`Never members, even when their worker type is checked. A person cannot be both included and excluded.`)}
    </RecordFormFrame>
  );
}

/** The errors of a people list's items, each with the person's name when known. */
function ItemErrors({ form, field, nameOf }: { form: SchemaFormApi<PeopleGroupFormValues>; field: PeopleListField; nameOf: (index: number) => string }) {
  const { t } = useLingui();
  const errors = useItemErrors(form, field);
  if (errors.length === 0) return null;
  return (
    <div role="alert">
      {errors.map(({ index, message }) => {
        const person = nameOf(index);
        return (
          <Typography.Text key={index} type="danger" style={{ display: 'block' }}>
            {person ? t`${person}: ${message}` : message}
          </Typography.Text>
        );
      })}
    </div>
  );
}
