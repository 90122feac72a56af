import { useRef, useState } from 'react';
import * as v from 'valibot';
import { Button, Flex, Modal, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useEndpoint } from '@kanri/runtime';
import { messages, operationCoreEndpoints, operationCoreLabels, operationCores, type OperationCore, type OperationPatternRow } from '@kanri/contracts';
import { useListSearch } from '../list-search/use-list-search';
import { ListPage } from '../list-page/list-page';
import { DataTable } from '../data-table/data-table';
import { EmptyState } from '../states/empty-state';
import { useSchemaForm } from '../form/use-schema-form';
import { FormSelectField, SchemaForm } from '../form/form-fields';
import { operationScreenPaths, useCreatePattern } from './operation-labels';
import { OperationCoreNav } from './operation-packages-page';

/** Props of {@link OperationConfigsPage}. */
export interface OperationConfigsPageProps {
  core: OperationCore;
}

const configsSearchSchema = v.object({
  tab: v.fallback(v.picklist(['active', 'archived'] as const), 'active' as const),
  freeText: v.fallback(v.string(), ''),
});

/**
 * Every pattern of a core (001 §2 "Operation packages" `configs`; `GET P/operation-patterns`): the
 * pattern (linking to `config/{patternId}`), its package, steps and tasks, instances in progress and
 * completed, last update; the active or archived ones (`tab` search) and free text (pattern or
 * package name) kept in the URL. "New pattern" asks for the package (and, optionally, a pattern of
 * it to copy), creates the pattern and opens its configuration.
 */
export function OperationConfigsPage({ core }: OperationConfigsPageProps) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(configsSearchSchema);
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: 100 });
  const [creating, setCreating] = useState(false);
  const list = useEndpoint(operationCoreEndpoints(core).listConfigs, { query: { archived: search.tab === 'archived', freeText: search.freeText || undefined } });
  const paths = operationScreenPaths(operationCores[core].screenPrefix);
  const rows = list.data?.items;

  const columns: ColumnsType<OperationPatternRow> = [
    {
      key: 'name',
      title: t`Pattern`,
      render: (_, row) => (
        <Flex gap={4} align="center" wrap>
          <Link to={paths.config(row.id)}>{row.name}</Link>
          {row.archived ? <Tag color="warning">{t`Archived`}</Tag> : null}
        </Flex>
      ),
    },
    { key: 'packageName', title: t`Package`, width: 200, ellipsis: true, render: (_, row) => row.packageName },
    { key: 'steps', title: t`Steps`, width: 80, align: 'right', render: (_, row) => row.stepCount },
    { key: 'tasks', title: t`Tasks`, width: 80, align: 'right', render: (_, row) => row.taskCount },
    { key: 'inProgress', title: t`In progress`, width: 100, align: 'right', render: (_, row) => row.inProgressCount },
    { key: 'completed', title: t`Completed`, width: 100, align: 'right', render: (_, row) => row.completedCount },
    { key: 'updatedAt', title: t`Last updated`, width: 170, render: (_, row) => formatDate(row.updatedAt, 'dateTime') },
  ];

  const coreName = i18n._(operationCoreLabels[core]);
  return (
    <>
      <OperationCoreNav core={core} />
      <ListPage
        title={coreName}
        description={t`The patterns of every package: the steps, tasks, assignees, forms and due dates each start copies.`}
        tabs={[
          { key: 'active', label: t({ message: 'Active', context: 'operationPatternTab' }) },
          { key: 'archived', label: t({ message: 'Archived', context: 'operationPatternTab' }) },
        ]}
        activeTab={search.tab}
        onTabChange={(tab) => {
          setSearch({ tab: tab as 'active' | 'archived' });
          setPaging((previous) => ({ ...previous, pageIndex: 0 }));
        }}
        freeText={search.freeText}
        onFreeTextChange={(freeText) => {
          setSearch({ freeText });
          setPaging((previous) => ({ ...previous, pageIndex: 0 }));
        }}
        searchLabel={t`Search patterns`}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t`New pattern`}
          </Button>
        }
      >
        <DataTable<OperationPatternRow, typeof paging>
          rowKey="id"
          columns={columns}
          rows={rows?.slice(paging.pageIndex * paging.pageSize, (paging.pageIndex + 1) * paging.pageSize)}
          total={rows?.length}
          loading={list.isLoading}
          error={list.error}
          onRetry={() => void list.mutate()}
          search={paging}
          onSearchChange={(patch) => setPaging((previous) => ({ ...previous, ...patch }))}
          caption={t`Pattern settings`}
          tableProps={{ tableLayout: 'fixed', scroll: { x: 900 } }}
          empty={
            <EmptyState
              title={search.tab === 'archived' ? t`No archived patterns` : t`No patterns`}
              description={search.freeText ? t`Nothing matches the search.` : search.tab === 'archived' ? undefined : t`Create a pattern to describe the steps of a package's work.`}
            />
          }
        />
        {creating ? <NewPatternDialog core={core} onClose={() => setCreating(false)} /> : null}
      </ListPage>
    </>
  );
}

const newPatternSchema = v.object({
  packageId: v.pipe(v.nullable(v.string()), v.check((id) => id !== null && id !== '', messages.required.id)),
  copyFromPatternId: v.nullable(v.string()),
});
type NewPatternValues = v.InferInput<typeof newPatternSchema>;

/** "New pattern": the package (active ones) and, optionally, one of its patterns to copy. */
function NewPatternDialog({ core, onClose }: { core: OperationCore; onClose: () => void }) {
  const { t } = useLingui();
  const endpoints = operationCoreEndpoints(core);
  const packages = useEndpoint(endpoints.listPackages, { query: { tab: 'active' } });
  const create = useCreatePattern(core);
  // the patterns of the package now chosen: a copy source of another package is not sent
  const copyable = useRef<string[]>([]);
  const form = useSchemaForm({
    schema: newPatternSchema,
    defaultValues: { packageId: null, copyFromPatternId: null } as NewPatternValues,
    onSubmit: async ({ value }) => {
      const copyFrom = value.copyFromPatternId && copyable.current.includes(value.copyFromPatternId) ? value.copyFromPatternId : null;
      if (await create.create(value.packageId as string, copyFrom)) onClose();
    },
  });
  const packageId = useStore(form.store, (state) => state.values.packageId);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const patterns = useEndpoint(endpoints.listPatterns, packageId ? { params: { id: packageId }, query: { archived: false } } : null);
  copyable.current = (packageId && patterns.data?.items.map((pattern) => pattern.id)) || [];
  return (
    <Modal open title={t`New pattern`} onCancel={onClose} footer={null} destroyOnHidden>
      <SchemaForm form={form} aria-label={t`New pattern`}>
        <FormSelectField
          form={form}
          name="packageId"
          label={t`Package`}
          required
          showSearch
          options={(packages.data?.items ?? []).map((pkg) => ({ value: pkg.id, label: pkg.name }))}
          placeholder={packages.isLoading ? t`Loading…` : t`Choose a package`}
        />
        <FormSelectField
          form={form}
          name="copyFromPatternId"
          label={t`Copy from`}
          disabled={!packageId}
          description={t`Leave empty to start from the package's default steps.`}
          options={(patterns.data?.items ?? []).map((pattern) => ({ value: pattern.id, label: pattern.name }))}
        />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`Create and configure`}
          </Button>
        </Flex>
      </SchemaForm>
    </Modal>
  );
}
