import { useMemo } from 'react';
import { Form, Select } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { bulkActionLabels, personFields } from '@kanri/contracts';
import type { BulkActionOption, BulkParams } from '@kanri/ui';
import { useDepartmentsAndPlaces, useHrMasterOptions } from '../../person/api/person-options';

type ParamProps = { params: BulkParams; set: (patch: BulkParams) => void };

/** One choice of the action's parameters (a department or a position), searchable as on the person form. */
function ChoiceParam({ name, label, options, loading, params, set }: ParamProps & { name: string; label: string; options: { id: string; name: string }[] | undefined; loading: boolean }) {
  return (
    <Form.Item label={label} htmlFor={`bulk-${name}`} required>
      <Select
        id={`bulk-${name}`}
        showSearch
        optionFilterProp="label"
        loading={loading}
        value={(params[name] as string) || undefined}
        onChange={(value: string) => set({ [name]: value })}
        options={options?.map((o) => ({ value: o.id, label: o.name }))}
      />
    </Form.Item>
  );
}

/** The department of `PEOPLE_CHANGE_DEPARTMENT`: the company's departments, as the employee-information form offers them (`GET /v2/people-filter-options`, which the list's loader already preloads). */
function DepartmentParam(props: ParamProps) {
  const { i18n } = useLingui();
  const units = useDepartmentsAndPlaces();
  return <ChoiceParam {...props} name="departmentId" label={i18n._(personFields['employeeInformation.departmentId'].label)} options={units.data?.departments} loading={units.isLoading} />;
}

/** The position of `PEOPLE_CHANGE_POSITION`: the POSITION catalog's enabled entries, as the employee-information form offers them (`GET /v2/hr-master-options`, read when the dialog opens, not on the list's render). */
function PositionParam(props: ParamProps) {
  const { i18n } = useLingui();
  const masters = useHrMasterOptions();
  return <ChoiceParam {...props} name="positionId" label={i18n._(personFields['employeeInformation.positionId'].label)} options={masters.data?.POSITION} loading={masters.isLoading} />;
}

/**
 * The workforce list's bulk actions (issue 31 §2 "people: change department or position";
 * docs/bulk-actions.md) for `BulkActionsBar`: change department and change position, each with its
 * one choice. The server applies each row with the person record's employee-information edit (an
 * alumnus, an unknown department or position is refused; nothing changes then).
 */
export function useWorkforceBulkActions(): BulkActionOption[] {
  const { i18n } = useLingui();
  return useMemo<BulkActionOption[]>(
    () => [
      {
        action: 'PEOPLE_CHANGE_DEPARTMENT',
        label: i18n._(bulkActionLabels.PEOPLE_CHANGE_DEPARTMENT),
        initialParams: () => ({ departmentId: '' }),
        renderParams: (params, set) => (
          <Form layout="vertical" component="div">
            <DepartmentParam params={params} set={set} />
          </Form>
        ),
      },
      {
        action: 'PEOPLE_CHANGE_POSITION',
        label: i18n._(bulkActionLabels.PEOPLE_CHANGE_POSITION),
        initialParams: () => ({ positionId: '' }),
        renderParams: (params, set) => (
          <Form layout="vertical" component="div">
            <PositionParam params={params} set={set} />
          </Form>
        ),
      },
    ],
    [i18n],
  );
}
