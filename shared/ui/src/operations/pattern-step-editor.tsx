import { useCallback, useMemo } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { apiFetch } from '@kanri/runtime';
import {
  listRolesEndpoint,
  localized,
  operationAssigneeKindLabels,
  operationAssigneeKindValues,
  operationTaskKindLabels,
  operationTaskKindValues,
  patternDefinitionLimits,
  type OperationSubjectKind,
  type OperationTaskKind,
} from '@kanri/contracts';
import { FormCustomField, FormNumberField, FormSelectField, pickerControlProps } from '../form/form-fields';
import { WorkerPicker } from '../pickers/worker-picker';
import { RemoteSelect, type RemoteSelectRequest } from '../pickers/remote-select';
import { nextKey, newStep, newTask, taskKeysOf, type PatternConfigValues } from './pattern-config-model';
import { EditorBlock, ItemActions, ListError, LocalizedFields, type PatternForm } from './pattern-editor-parts';

/** What the step editor's layout depends on: the steps' and tasks' keys, kinds and assignees (not their texts). */
interface TaskShape {
  key: string;
  kind: OperationTaskKind;
  assigneeKind: string;
  personId: string | null;
}
interface StepShape {
  key: string;
  tasks: TaskShape[];
}

/**
 * The steps' layout, re-read only when it changes (a string compares by value): typing a name
 * re-renders that one field, not the whole editor.
 */
function useStepsShape(form: PatternForm): StepShape[] {
  const shape = useStore(form.store, (state) =>
    JSON.stringify(
      state.values.definition.steps.map((step) => ({
        key: step.key,
        tasks: step.tasks.map((task) => ({ key: task.key, kind: task.kind, assigneeKind: task.assignee.kind, personId: task.assignee.personId })),
      })),
    ),
  );
  return useMemo(() => JSON.parse(shape) as StepShape[], [shape]);
}

/** The forms a FORM task may name: id and name (re-read only when they change). */
function useFormChoices(form: PatternForm): Array<{ id: string; name: { ja: string; en: string } }> {
  const shape = useStore(form.store, (state) => JSON.stringify(state.values.definition.forms.map((f) => ({ id: f.id, name: f.name }))));
  return useMemo(() => JSON.parse(shape) as Array<{ id: string; name: { ja: string; en: string } }>, [shape]);
}

interface RoleOption {
  id: string;
  name: string;
}

/**
 * Picks a role (`GET /v2/settings/roles`, searched by name). A staff member without the settings
 * product cannot list roles: the picker then shows the failure under it (no forbidden dialog),
 * and the role already chosen is kept.
 */
function RolePicker(props: { value: string | null; onChange: (value: string | null) => void; id?: string; status?: 'error'; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true; disabled?: boolean }) {
  const { t } = useLingui();
  const load = useCallback(async ({ freeText, pageIndex, pageSize }: RemoteSelectRequest) => {
    const answer = await apiFetch(listRolesEndpoint, { query: { freeText: freeText || undefined, pageIndex, pageSize } }, { handleAuthErrors: false });
    return { items: answer.items.map((role) => ({ id: role.id, name: role.name })), hasMore: answer.items.length >= pageSize };
  }, []);
  const initial = useMemo(() => (props.value ? { id: props.value, name: t`The chosen role` } : undefined), [props.value, t]);
  return (
    <RemoteSelect<RoleOption>
      {...props}
      load={load}
      getValue={(role) => role.id}
      getLabel={(role) => role.name}
      initialOption={initial}
      placeholder={t`Select a role`}
    />
  );
}

/** One task's fields: name, kind, assignee (and the person or role), due offset, and the form of a FORM task. */
function TaskEditor({ form, stepIndex, taskIndex, task, kinds }: { form: PatternForm; stepIndex: number; taskIndex: number; task: TaskShape; kinds: readonly OperationTaskKind[] }) {
  const { t, i18n } = useLingui();
  const base = `definition.steps[${stepIndex}].tasks[${taskIndex}]`;
  const forms = useFormChoices(form);
  const formOptions = forms.map((f, i) => ({ value: f.id, label: localized({ ja: f.name.ja || f.name.en || t`Form ${i + 1}`, en: f.name.en || f.name.ja || t`Form ${i + 1}` }, i18n.locale) }));
  return (
    <Flex vertical gap={0}>
      <LocalizedFields form={form} path={`${base}.name`} label={t`Task name`} />
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 200px' }}>
          <FormCustomField form={form} name={`${base}.kind` as never} label={t`Kind of task`} required>
            {(control) => (
              <Select
                id={control.id}
                status={control.status}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                value={control.value as OperationTaskKind}
                options={kinds.map((kind) => ({ value: kind, label: i18n._(operationTaskKindLabels[kind]) }))}
                onChange={(kind: OperationTaskKind) => {
                  control.onChange(kind as never);
                  // a FORM task names its form (the first one, if any); other kinds name none
                  form.setFieldValue(`${base}.formId` as never, (kind === 'FORM' ? (forms[0]?.id ?? null) : null) as never);
                }}
              />
            )}
          </FormCustomField>
        </div>
        <div style={{ flex: '1 1 200px' }}>
          <FormSelectField
            form={form}
            name={`${base}.assignee.kind` as never}
            label={t`Assignee`}
            required
            allowClear={false}
            options={operationAssigneeKindValues.map((kind) => ({ value: kind, label: i18n._(operationAssigneeKindLabels[kind]) }))}
          />
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <FormNumberField
            form={form}
            name={`${base}.dueOffsetDays` as never}
            label={t`Due (days from the anchor date)`}
            required
            precision={0}
            min={-patternDefinitionLimits.dueOffsetDays}
            max={patternDefinitionLimits.dueOffsetDays}
            description={t`0 = on the anchor date; −3 = three days before.`}
          />
        </div>
      </Flex>
      {task.assigneeKind === 'PERSON' ? (
        <FormCustomField form={form} name={`${base}.assignee.personId` as never} label={t`Person`} required>
          {(control) => (
            <WorkerPicker {...pickerControlProps(control as never)} initialOption={task.personId ? { personId: task.personId, name: t`The chosen person` } : undefined} />
          )}
        </FormCustomField>
      ) : null}
      {task.assigneeKind === 'ROLE' ? (
        <FormCustomField form={form} name={`${base}.assignee.roleId` as never} label={t`Role`} required>
          {(control) => <RolePicker {...pickerControlProps(control as never)} />}
        </FormCustomField>
      ) : null}
      {task.kind === 'FORM' ? (
        <FormSelectField
          form={form}
          name={`${base}.formId` as never}
          label={t`Form to fill`}
          required
          options={formOptions}
          placeholder={forms.length ? undefined : t`Add a form below first`}
        />
      ) : null}
    </Flex>
  );
}

/**
 * The steps of a pattern in order (issue 14 "Operation package pattern"): each step's name and its
 * tasks; add, remove and reorder steps (1–10) and tasks (1–20 a step). New steps and tasks get
 * keys of their own (`step-4`, `task-7`). DEVICE_SELF_REPORT is offered only in device packages.
 */
export function PatternStepEditor({ form, subjectKind }: { form: PatternForm; subjectKind: OperationSubjectKind }) {
  const { t } = useLingui();
  const steps = useStepsShape(form);
  const kinds = operationTaskKindValues.filter((kind) => kind !== 'DEVICE_SELF_REPORT' || subjectKind === 'DEVICE');
  const values = () => form.state.values as PatternConfigValues;
  const addStep = () =>
    form.pushFieldValue('definition.steps', newStep(nextKey('step', values().definition.steps.map((s) => s.key)), nextKey('task', taskKeysOf(values()))));
  const addTask = (stepIndex: number) => form.pushFieldValue(`definition.steps[${stepIndex}].tasks` as never, newTask(nextKey('task', taskKeysOf(values()))) as never);
  return (
    <Flex vertical gap={12}>
      <ListError form={form} name="definition.steps" />
      {steps.map((step, stepIndex) => {
        const stepLabel = t`step ${stepIndex + 1}`;
        return (
          <EditorBlock
            key={step.key}
            title={t`Step ${stepIndex + 1}`}
            actions={
              <ItemActions
                index={stepIndex}
                count={steps.length}
                itemLabel={stepLabel}
                onMove={(from, to) => form.moveFieldValues('definition.steps', from, to)}
                onRemove={(index) => void form.removeFieldValue('definition.steps', index)}
              />
            }
          >
            <LocalizedFields form={form} path={`definition.steps[${stepIndex}].name`} label={t`Step name`} />
            <Flex vertical gap={8}>
              <ListError form={form} name={`definition.steps[${stepIndex}].tasks`} />
              {step.tasks.map((task, taskIndex) => {
                const taskLabel = t`task ${taskIndex + 1} of step ${stepIndex + 1}`;
                return (
                  <EditorBlock
                    key={task.key}
                    inner
                    level={4}
                    title={t`Task ${taskIndex + 1}`}
                    actions={
                      <ItemActions
                        index={taskIndex}
                        count={step.tasks.length}
                        itemLabel={taskLabel}
                        onMove={(from, to) => form.moveFieldValues(`definition.steps[${stepIndex}].tasks` as never, from, to)}
                        onRemove={(index) => void form.removeFieldValue(`definition.steps[${stepIndex}].tasks` as never, index)}
                      />
                    }
                  >
                    <TaskEditor form={form} stepIndex={stepIndex} taskIndex={taskIndex} task={task} kinds={kinds} />
                  </EditorBlock>
                );
              })}
              <div>
                <Button icon={<PlusOutlined />} disabled={step.tasks.length >= patternDefinitionLimits.tasksPerStep} onClick={() => addTask(stepIndex)}>
                  {t`Add a task to step ${stepIndex + 1}`}
                </Button>
              </div>
            </Flex>
          </EditorBlock>
        );
      })}
      <div>
        <Button icon={<PlusOutlined />} disabled={steps.length >= patternDefinitionLimits.steps} onClick={addStep}>
          {t`Add a step`}
        </Button>
        {steps.length >= patternDefinitionLimits.steps ? (
          <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
            {t`A pattern has at most ${patternDefinitionLimits.steps} steps.`}
          </Typography.Text>
        ) : null}
      </div>
    </Flex>
  );
}
