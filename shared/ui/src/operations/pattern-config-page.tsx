import { Button, Card } from 'antd';
import { useParams } from 'react-router-dom';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { useDialogs, useEndpoint, useEndpointMutation, useToast } from '@kanri/runtime';
import { idSchema, operationCoreEndpoints, operationCoreLabels, operationCores, type OperationCore, type OperationPatternDetail } from '@kanri/contracts';
import { RecordGate, type RecordQuery } from '../record/record-gate';
import { RecordHeader } from '../record/record-header';
import { EditRecordButton } from '../record/record-actions';
import { RecordEditForm } from '../record/record-edit-form';
import { useRecordEdit, type RecordEdit } from '../record/use-record-edit';
import { sectionHeading } from '../record/record-descriptions';
import { useSchemaForm } from '../form/use-schema-form';
import { patternConfigFormSchema, patternConfigValuesOf, toUpdatePatternBody } from './pattern-config-model';
import { LocalizedFields } from './pattern-editor-parts';
import { PatternStepEditor } from './pattern-step-editor';
import { PatternFormEditor } from './pattern-form-editor';
import { PatternDefinitionView } from './pattern-definition-view';

/** Props of {@link PatternConfigPage}. */
export interface PatternConfigPageProps {
  /** The core whose screens mount the page. */
  core: OperationCore;
}

/**
 * A pattern by the `:patternId` of the URL (`config/{patternId}` names no package): the core's
 * pattern list (`listConfigs`, unarchived and archived) gives its package, then `getPattern` loads
 * it. A pattern id that is not a UUID or not the core's reads as not found.
 */
function usePatternByIdOnly(core: OperationCore, patternId: string | undefined): RecordQuery<OperationPatternDetail> {
  const endpoints = operationCoreEndpoints(core);
  const valid = typeof patternId === 'string' && v.is(idSchema, patternId);
  const active = useEndpoint(endpoints.listConfigs, valid ? { query: { archived: false } } : null);
  const archived = useEndpoint(endpoints.listConfigs, valid ? { query: { archived: true } } : null);
  const row = active.data?.items.find((item) => item.id === patternId) ?? archived.data?.items.find((item) => item.id === patternId);
  const pattern = useEndpoint(endpoints.getPattern, row && patternId ? { params: { id: row.packageId, patternId } } : null);
  const lookupDone = !valid || (active.data !== undefined && archived.data !== undefined);
  const lookupError = active.error ?? archived.error;
  return {
    data: pattern.data,
    error: pattern.error ?? (row ? undefined : lookupError),
    isLoading: valid && ((!lookupDone && !lookupError) || (row !== undefined && pattern.isLoading)),
    mutate: () => (row ? pattern.mutate() : Promise.all([active.mutate(), archived.mutate()])),
  };
}

/**
 * `config/{patternId}` of a core (001 §2 "Operation packages"; IT `/it-operation-core/config/{patternId}`,
 * `/labor-core/…`, `/ga-operation-core/…`, `/contractor-core/…`): the pattern's name, description and
 * definition read-only, "Edit" opening the editor (name and description in both languages, the steps
 * with their tasks, the forms with their fields; {@link PatternStepEditor}, {@link PatternFormEditor}),
 * validated with the contract's `patternDefinitionSchema` before sending and by the server (400 under
 * the fields); saved with its version (a stale one: the kit's conflict alert with Reload). "Archive"
 * (asks first) and "Restore". Not found for a bad id or another core's pattern.
 */
export function PatternConfigPage({ core }: PatternConfigPageProps) {
  const { patternId } = useParams();
  const pattern = usePatternByIdOnly(core, patternId);
  return (
    <RecordGate query={pattern}>
      {(current) => <PatternConfigView core={core} pattern={current} refetch={async () => (await pattern.mutate()) as OperationPatternDetail | undefined} />}
    </RecordGate>
  );
}

function PatternConfigView({ core, pattern, refetch }: { core: OperationCore; pattern: OperationPatternDetail; refetch: () => Promise<OperationPatternDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const endpoints = operationCoreEndpoints(core);
  const revalidate = [operationCores[core].apiPrefix];
  const archive = useEndpointMutation(endpoints.archivePattern, { revalidate });
  const unarchive = useEndpointMutation(endpoints.unarchivePattern, { revalidate });
  const edit = useRecordEdit(pattern, {
    refetch,
    saved: t`The pattern was saved. Instances already started keep their tasks.`,
    conflictTitle: t`Someone else changed this pattern while you were editing it.`,
  });
  const prefix = operationCores[core].screenPrefix;
  const params = { id: pattern.packageId, patternId: pattern.id };

  const toggleArchive = async () => {
    if (!pattern.archived) {
      const ok = await dialogs.confirm({
        title: t`Archive this pattern?`,
        content: t`"${pattern.name}" can no longer be started. Instances in progress go on. You can restore it later.`,
        okText: t`Archive`,
        danger: true,
      });
      if (!ok) return;
    }
    try {
      if (pattern.archived) await unarchive.trigger({ params });
      else await archive.trigger({ params });
      toast.success(pattern.archived ? t`The pattern was restored.` : t`The pattern was archived.`);
      void refetch();
    } catch (error) {
      toast.destructive(pattern.archived ? t`The pattern could not be restored.` : t`The pattern could not be archived.`, error instanceof Error ? error.message : undefined);
    }
  };

  const list = core === 'IT' ? { label: pattern.packageName, to: `${prefix}/packages/${pattern.packageId}?patternId=${pattern.id}` } : { label: t`Configurations`, to: `${prefix}/configs` };
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: i18n._(operationCoreLabels[core]), to: `${prefix}/packages` }, list, { label: pattern.name }]}
        name={pattern.name}
        subtitle={pattern.packageName}
        tags={pattern.archived ? [{ key: 'archived', label: t({ message: 'Archived', context: 'operationPattern' }) }] : []}
        actions={
          edit.editing ? undefined : (
            <>
              <EditRecordButton onClick={edit.start} />
              <Button danger={!pattern.archived} onClick={() => void toggleArchive()} loading={archive.isMutating || unarchive.isMutating}>
                {pattern.archived ? t`Restore` : t`Archive`}
              </Button>
            </>
          )
        }
      />
      {edit.editing ? <PatternConfigForm key={edit.base.version} core={core} edit={edit} /> : <PatternDefinitionView pattern={pattern} />}
    </section>
  );
}

/** The editor: name, description, steps and forms; Save sends `updatePattern` with the version the edit started from. */
function PatternConfigForm({ core, edit }: { core: OperationCore; edit: RecordEdit<OperationPatternDetail> }) {
  const { t } = useLingui();
  const update = useEndpointMutation(operationCoreEndpoints(core).updatePattern, { revalidate: [operationCores[core].apiPrefix] });
  const form = useSchemaForm({
    schema: patternConfigFormSchema,
    defaultValues: patternConfigValuesOf(edit.base),
    onSubmit: ({ value, formApi }) =>
      edit.save(formApi, (base) => update.trigger({ params: { id: base.packageId, patternId: base.id }, body: toUpdatePatternBody(value, base.version) })),
  });
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit the pattern`} style={{ maxWidth: 1040 }}>
      <Card title={<h2 style={sectionHeading}>{t`Pattern`}</h2>}>
        <LocalizedFields form={form} path="name" label={t`Pattern name`} />
        <LocalizedFields form={form} path="description" label={t`Description`} required={false} />
      </Card>
      <Card title={<h2 style={sectionHeading}>{t`Steps`}</h2>}>
        <PatternStepEditor form={form} subjectKind={edit.base.subjectKind} />
      </Card>
      <Card title={<h2 style={sectionHeading}>{t`Forms`}</h2>}>
        <PatternFormEditor form={form} />
      </Card>
    </RecordEditForm>
  );
}
