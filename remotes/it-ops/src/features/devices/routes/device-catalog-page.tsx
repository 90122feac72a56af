import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { Button, Flex, Modal } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useStore } from '@tanstack/react-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDialogs, useToast } from '@kanri/runtime';
import {
  DataTable,
  DescriptorFields,
  ListPage,
  SchemaForm,
  toTableState,
  useListSearch,
  useSchemaForm,
  useSubmitError,
  type FieldDescriptor,
  DeviceNameCell,
} from '@kanri/ui';
import {
  createDeviceModelBodySchema,
  deviceModelsSearchSchema,
  deviceNameMaxLength,
  deviceTextMaxLength,
  type CreateDeviceModelBody,
  type DeviceModel,
} from '@kanri/contracts';
import { useCreateDeviceModel, useDeleteDeviceModel, useDeviceModels, useDeviceModelsCount, useUpdateDeviceModel } from '../api/device-models';
import { DeviceAreaNav } from '../components/device-area-nav';
import { WholeNumberField } from '../components/device-form-fields';
import { GenreFilter } from '../components/genre-filter';
import { deviceFieldLabels, deviceGenreLabels, deviceOsLabels } from '../components/device-labels';

const modelFields: FieldDescriptor[] = [
  { name: 'name', label: msg`Model name`, kind: 'text', required: true, maxLength: deviceNameMaxLength, emptyValue: '' },
  { name: 'genre', label: deviceFieldLabels.genre!, kind: 'select', options: deviceGenreLabels, required: true },
  { name: 'maker', label: deviceFieldLabels.maker!, kind: 'text', maxLength: deviceTextMaxLength },
  { name: 'model', label: deviceFieldLabels.model!, kind: 'text', maxLength: deviceTextMaxLength },
  { name: 'os', label: deviceFieldLabels.os!, kind: 'select', options: deviceOsLabels },
];

type ModelFormValues = Omit<CreateDeviceModelBody, 'genre'> & { genre: CreateDeviceModelBody['genre'] | null };
const formId = 'device-model-form';

/** The add / edit dialog of one model: the catalog's fields, 400 under the fields, 409 when stale. */
function DeviceModelDialog({ model, onClose }: { model: DeviceModel | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const create = useCreateDeviceModel();
  const update = useUpdateDeviceModel();
  const submitError = useSubmitError();
  const form = useSchemaForm({
    schema: createDeviceModelBodySchema,
    defaultValues: (model
      ? { name: model.name, genre: model.genre, maker: model.maker, model: model.model, os: model.os, lifecycleMonths: model.lifecycleMonths }
      : { name: '', genre: null, maker: null, model: null, os: null, lifecycleMonths: null }) as ModelFormValues as never,
    onSubmit: async ({ value, formApi }) => {
      try {
        if (model) await update.trigger({ params: { id: model.id }, body: { ...value, version: model.version } });
        else await create.trigger({ body: value });
        toast.success(model ? t`The device model was saved.` : t`The device model "${value.name}" was added.`);
        onClose();
      } catch (error) {
        submitError(formApi, error, { title: t`The device model could not be saved.` });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const title = model ? t`Edit device model` : t`Add device model`;
  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden>
      <SchemaForm form={form} id={formId} aria-label={title}>
        <DescriptorFields form={form} fields={modelFields} />
        <WholeNumberField
          form={form}
          name="lifecycleMonths"
          label={t`Lifecycle (months)`}
          min={1}
          max={240}
          description={t`New devices of this model get a lifecycle end this many months after purchase.`}
        />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {i18n._(model ? msg`Save` : msg`Add`)}
          </Button>
        </Flex>
      </SchemaForm>
    </Modal>
  );
}

/**
 * `/devices/settings/catalog` (001 §2 device models catalog): the models (name with the genre's
 * avatar, genre, maker, model, OS, lifecycle, how many devices use it) with free text, the genres
 * filter, sort by name or genre and paging in the URL; Add and Edit in a dialog (the contract's
 * rules, `version` → 409), Delete after a confirm (refused with the server's message while devices
 * use the model).
 */
export function DeviceCatalogPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const [search, setSearch] = useListSearch(deviceModelsSearchSchema);
  const list = useDeviceModels(search);
  const count = useDeviceModelsCount(search);
  const remove = useDeleteDeviceModel();
  const [editing, setEditing] = useState<DeviceModel | 'new' | null>(null);
  const columns = useMemo<TableColumnsType<DeviceModel>>(
    () => [
      { key: 'NAME', title: t`Model name`, sorter: true, width: 240, render: (_, row) => <DeviceNameCell genre={row.genre} avatarUrl={null} name={row.name} /> },
      { key: 'GENRE', title: t`Genre`, sorter: true, width: 160, ellipsis: { showTitle: true }, render: (_, row) => i18n._(deviceGenreLabels[row.genre]) },
      { key: 'maker', title: t`Maker`, width: 140, render: (_, row) => row.maker },
      { key: 'model', title: t`Model`, width: 200, ellipsis: { showTitle: true }, render: (_, row) => row.model },
      { key: 'os', title: t`OS`, width: 110, render: (_, row) => (row.os ? i18n._(deviceOsLabels[row.os]) : null) },
      { key: 'lifecycleMonths', title: t`Lifecycle (months)`, width: 140, align: 'right', render: (_, row) => row.lifecycleMonths },
      { key: 'deviceCount', title: t`Devices`, width: 90, align: 'right', render: (_, row) => row.deviceCount },
      {
        key: 'actions',
        title: t`Actions`,
        width: 170,
        render: (_, row) => (
          <Flex gap={4}>
            <Button size="small" onClick={() => setEditing(row)} aria-label={t`Edit ${row.name}`}>
              {t`Edit`}
            </Button>
            <Button
              size="small"
              danger
              aria-label={t`Delete ${row.name}`}
              onClick={async () => {
                const ok = await dialogs.confirm({ title: t`Delete this device model?`, content: t`"${row.name}" will be deleted. This cannot be undone.`, okText: t`Delete`, danger: true });
                if (!ok) return;
                try {
                  await remove.trigger({ params: { id: row.id } });
                  toast.success(t`The device model "${row.name}" was deleted.`);
                } catch (error) {
                  toast.destructive(t`The device model could not be deleted.`, error instanceof Error ? error.message : undefined);
                }
              }}
            >
              {t`Delete`}
            </Button>
          </Flex>
        ),
      },
    ],
    [t, i18n, dialogs, remove, toast],
  );
  return (
    <>
      <DeviceAreaNav />
      <ListPage
        title={t`Device models catalog`}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t`Add device model`}
          </Button>
        }
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by model name, maker or model`}
        filters={<GenreFilter value={search.genres} onChange={(genres) => setSearch({ genres, pageIndex: 0 })} />}
      >
        <DataTable rowKey="id" columns={columns} caption={t`Device models`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1250 } }} {...toTableState(list, count)} search={search} onSearchChange={setSearch} />
      </ListPage>
      {editing ? <DeviceModelDialog key={editing === 'new' ? 'new' : editing.id} model={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
