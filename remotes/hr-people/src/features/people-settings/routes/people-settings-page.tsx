import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useDialogs, useToast } from '@kanri/runtime';
import { ListPage, NotFoundPage, PageBreadcrumb, toTableState, useListSearch, useToggleDisabled } from '@kanri/ui';
import { hrCatalogOfSegment, type HrCatalog, type HrMasterItem } from '@kanri/contracts';
import { useHrMasterItems } from '../api/get-hr-master-items';
import { useHrMasterItemsCount } from '../api/get-hr-master-items-count';
import { useEnableHrMasterItem } from '../api/enable-hr-master-item';
import { useDisableHrMasterItem } from '../api/disable-hr-master-item';
import { useDeleteHrMasterItem } from '../api/delete-hr-master-item';
import { useReorderHrMasterItems } from '../api/reorder-hr-master-items';
import { CatalogNav } from '../components/catalog-nav';
import { hrCatalogDescriptions, hrCatalogLabels } from '../components/catalog-labels';
import { MasterItemsTable } from '../components/master-items-table';
import { MasterItemFormModal } from '../components/master-item-form-modal';
import { canReorder, peopleSettingsSearchSchema } from '../components/people-settings-search';

/**
 * `/people/settings/{segment}` (001 §2 "People settings catalogs", §3 "Master data lists"): the
 * navigation over the 17 catalogs and the `segment`'s catalog (an unknown segment is not found).
 */
export function PeopleSettingsPage() {
  const { segment } = useParams();
  const catalog = hrCatalogOfSegment(segment);
  if (!catalog) return <NotFoundPage />;
  // a new catalog starts with a fresh page state (dialog, local order)
  return <CatalogPage key={catalog} catalog={catalog} />;
}

/** Moves `ids[from]` to `to`. */
const moved = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

/**
 * One catalog (under the breadcrumb People › People settings › the catalog): its entries (disabled ones too) with search, sort and paging in the URL (100 a
 * page; 2000 for job functions), add and edit in a dialog, enable/disable, delete of unused
 * entries, and reordering (drag-and-drop or move buttons) while the whole catalog is shown in
 * display order: each move saves the catalog's new order at once.
 */
function CatalogPage({ catalog }: { catalog: HrCatalog }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const schema = useMemo(() => peopleSettingsSearchSchema(catalog), [catalog]);
  const [search, setSearch] = useListSearch(schema);
  const list = useHrMasterItems(catalog, search);
  const count = useHrMasterItemsCount(catalog, search.freeText);
  const { toggle, busyId } = useToggleDisabled(useEnableHrMasterItem(), useDisableHrMasterItem());
  const remove = useDeleteHrMasterItem();
  const reorder = useReorderHrMasterItems();
  // undefined: no dialog; null: adding; an entry: editing it
  const [editing, setEditing] = useState<HrMasterItem | null | undefined>(undefined);
  // the order just saved, shown until the list answers again (null: the server's order)
  const [order, setOrder] = useState<string[] | null>(null);
  const label = i18n._(hrCatalogLabels[catalog]);
  const state = toTableState(list, count);
  const serverRows = state.rows;
  const rows = useMemo(() => {
    if (!order || !serverRows) return serverRows;
    const byId = new Map(serverRows.map((r) => [r.id, r]));
    const ordered = order.map((id) => byId.get(id)).filter((r): r is HrMasterItem => r !== undefined);
    return ordered.length === serverRows.length ? ordered : serverRows;
  }, [order, serverRows]);
  const reorderable = !!rows && canReorder(search, state.total, rows.length) && rows.length > 1;

  const move = async (id: string, to: number) => {
    if (!rows) return;
    const ids = rows.map((r) => r.id);
    const from = ids.indexOf(id);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    const next = moved(ids, from, to);
    setOrder(next);
    try {
      await reorder.trigger({ body: { catalog, ids: next } });
      toast.success(t`The order was saved.`);
    } catch (error) {
      setOrder(null);
      if (!isApiError(error, 401) && !isApiError(error, 403)) toast.destructive(t`The order could not be saved.`, error instanceof Error ? error.message : undefined);
      void list.mutate();
    }
  };

  const confirmDelete = async (row: HrMasterItem) => {
    const ok = await dialogs.confirm({
      title: t`Delete "${row.nameJa}"?`,
      content: t`Nobody has this entry in their records. Deleting it cannot be undone.`,
      okText: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.trigger({ params: { id: row.id } });
      toast.success(t`The entry was deleted.`);
    } catch (error) {
      if (!isApiError(error, 401) && !isApiError(error, 403)) toast.destructive(t`The entry could not be deleted.`, error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <>
      <PageBreadcrumb
        items={[
          { label: t({ message: 'People', context: 'module' }), to: '/people/workforce' },
          { label: t`People settings`, to: '/people/settings/employment-types' },
          { label },
        ]}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <aside style={{ flex: '0 0 240px', maxWidth: '100%' }}>
          <CatalogNav current={catalog} />
        </aside>
        <div style={{ flex: '1 1 640px', minWidth: 0 }}>
          <ListPage
            title={label}
            description={i18n._(hrCatalogDescriptions[catalog])}
            freeText={search.freeText}
            onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
            searchLabel={t`Search by code or name`}
            extra={
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                {t`Add`}
              </Button>
            }
          >
            {rows && rows.length > 1 && !reorderable ? (
              <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t`To change the order, sort by Order (ascending), clear the search and show the whole list on one page.`} />
            ) : null}
            <MasterItemsTable
              {...state}
              rows={rows}
              caption={label}
              search={search}
              onSearchChange={(patch) => {
                setOrder(null);
                setSearch(patch);
              }}
              reorderable={reorderable}
              onMove={(id, to) => void move(id, to)}
              onEdit={setEditing}
              busyId={busyId}
              onDelete={(row) => void confirmDelete(row)}
              onToggleDisabled={(row) =>
                void toggle(row, {
                  disableTitle: t`Disable "${row.nameJa}"?`,
                  disableContent: t`It will no longer be offered when people's records are edited. People who have it keep it.`,
                  disabled: t`The entry was disabled.`,
                  enabled: t`The entry was enabled.`,
                })
              }
            />
          </ListPage>
        </div>
        {editing !== undefined ? <MasterItemFormModal catalog={catalog} catalogLabel={label} item={editing} onClose={() => setEditing(undefined)} /> : null}
      </div>
    </>
  );
}
