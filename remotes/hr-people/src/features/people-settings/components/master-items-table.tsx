import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import { Button, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DraggableAttributes, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type ListTableProps } from '@kanri/ui';
import type { HrMasterItem } from '@kanri/contracts';
import type { PeopleSettingsSearch } from './people-settings-search';

/** Props of {@link MasterItemsTable}: the kit's list table props plus the row actions. */
export interface MasterItemsTableProps extends ListTableProps<HrMasterItem, PeopleSettingsSearch> {
  /** The rows can be moved (the whole catalog is shown in display order): drag handles and move buttons show. */
  reorderable: boolean;
  /** Moves the row `id` to position `to` (0-based) of the rows shown. */
  onMove: (id: string, to: number) => void;
  onEdit: (row: HrMasterItem) => void;
  onToggleDisabled: (row: HrMasterItem) => void;
  /** Deletes a row nobody uses. */
  onDelete: (row: HrMasterItem) => void;
  /** The row whose call is running (its buttons spin). */
  busyId?: string | null;
}

type Sortable = ReturnType<typeof useSortable>;
interface RowHandle {
  setActivatorNodeRef?: Sortable['setActivatorNodeRef'];
  listeners?: Sortable['listeners'];
  attributes?: DraggableAttributes;
}
const RowHandleContext = createContext<RowHandle>({});

/** Text for screen readers only. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values, not text
const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

/** A body row that dnd-kit can move (its handle is the {@link DragHandle} inside). */
function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props['data-row-key'] });
  const style: CSSProperties = { ...props.style, transform: CSS.Translate.toString(transform), transition, ...(isDragging ? { position: 'relative', zIndex: 10 } : {}) };
  const handle = useMemo(() => ({ setActivatorNodeRef, listeners, attributes }), [setActivatorNodeRef, listeners, attributes]);
  return (
    <RowHandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowHandleContext.Provider>
  );
}

/** antd's body row: sortable when it is a record's row (the empty-table row is not). */
function BodyRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string }) {
  const key = props['data-row-key'];
  return key ? <SortableRow {...props} data-row-key={key} /> : <tr {...props} />;
}

/** The drag handle of a row: a button (Space or Enter picks the row up, arrows move it, Space drops it). */
function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowHandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'grab', touchAction: 'none' }}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
    />
  );
}

/**
 * The table of a people settings catalog (001 §3: code, name, English name, rank, display order,
 * disabled flag): the people using each entry, its status, and per row Edit, Disable/Enable and
 * Delete (only while nobody uses it). While `reorderable`, each row has a drag handle (@dnd-kit:
 * mouse, touch and keyboard, with screen-reader announcements) and Move up / Move down buttons.
 * Server sort (code, name, rank, display order) and paging through the kit's `DataTable`.
 */
export function MasterItemsTable({ reorderable, onMove, onEdit, onToggleDisabled, onDelete, busyId, ...table }: MasterItemsTableProps) {
  const { t } = useLingui();
  const rows = table.rows ?? [];
  const ids = rows.map((r) => r.id);
  const nameOf = (id: UniqueIdentifier) => rows.find((r) => r.id === id)?.nameJa ?? String(id);
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up ${nameOf(active.id)}. It is at position ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? t`${nameOf(active.id)} was moved to position ${positionOf(over.id)} of ${ids.length}.` : t`${nameOf(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? t`${nameOf(active.id)} was dropped at position ${positionOf(over.id)} of ${ids.length}.` : t`${nameOf(active.id)} was dropped.`),
    onDragCancel: ({ active }) => t`Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), ids.indexOf(String(over.id)));
  };

  const columns: TableColumnsType<HrMasterItem> = [
    ...(reorderable
      ? [{ key: 'drag', width: 48, title: <span style={visuallyHidden}>{t`Reorder`}</span>, render: (_: unknown, row: HrMasterItem) => <DragHandle label={t`Drag to reorder ${row.nameJa}`} /> }]
      : []),
    { key: 'DISPLAY_ORDER', title: t`Order`, sorter: true, width: 80, align: 'right', render: (_, row) => row.displayOrder + 1 },
    { key: 'CODE', title: t`Code`, sorter: true, width: 110, render: (_, row) => row.code },
    { key: 'NAME', title: t({ message: 'Name', context: 'HrMasterItem' }), sorter: true, width: 180, render: (_, row) => row.nameJa },
    { key: 'nameEn', title: t`English name`, width: 200, render: (_, row) => row.nameEn ?? <span style={{ color: 'var(--ant-color-text-tertiary, #8c8c8c)' }}>—</span> },
    { key: 'RANK', title: t`Rank`, sorter: true, width: 80, align: 'right', render: (_, row) => row.rank ?? '—' },
    { key: 'peopleCount', width: 90, title: t({ message: 'People', context: 'HrMasterItem', comment: 'How many people have the entry in their records' }), align: 'right', render: (_, row) => row.peopleCount.toLocaleString() },
    { key: 'status', title: t`Status`, width: 100, render: (_, row) => (row.disabled ? <Tag>{t`Disabled`}</Tag> : <Tag color="green">{t`Enabled`}</Tag>) },
    {
      key: 'actions',
      title: t`Actions`,
      width: 250,
      fixed: 'right',
      render: (_, row) => {
        const index = ids.indexOf(row.id);
        return (
          <Space size={4} wrap>
            {reorderable ? (
              <>
                <Button size="small" icon={<ArrowUpOutlined />} disabled={index <= 0} onClick={() => onMove(row.id, index - 1)} aria-label={t`Move ${row.nameJa} up`} />
                <Button size="small" icon={<ArrowDownOutlined />} disabled={index >= ids.length - 1} onClick={() => onMove(row.id, index + 1)} aria-label={t`Move ${row.nameJa} down`} />
              </>
            ) : null}
            <Button size="small" onClick={() => onEdit(row)} aria-label={t`Edit ${row.nameJa}`}>
              {t`Edit`}
            </Button>
            <Button size="small" loading={busyId === row.id} onClick={() => onToggleDisabled(row)} aria-label={row.disabled ? t`Enable ${row.nameJa}` : t`Disable ${row.nameJa}`}>
              {row.disabled ? t`Enable` : t`Disable`}
            </Button>
            {row.peopleCount === 0 ? (
              <Button size="small" danger onClick={() => onDelete(row)} aria-label={t`Delete ${row.nameJa}`}>
                {t`Delete`}
              </Button>
            ) : (
              <Tooltip title={t`People have this entry in their records. Disable it instead of deleting it.`}>
                <Button size="small" disabled aria-label={t`${row.nameJa} cannot be deleted: people have it in their records`}>
                  {t`Delete`}
                </Button>
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t`To pick up an entry, press Space or Enter. Move it with the up and down arrow keys, press Space or Enter again to drop it, or Escape to cancel.` },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!reorderable}>
        <DataTable<HrMasterItem, PeopleSettingsSearch>
          {...table}
          rowKey="id"
          columns={columns}
          tableProps={{ components: { body: { row: BodyRow } }, scroll: { x: 1140 } }}
        />
      </SortableContext>
    </DndContext>
  );
}
