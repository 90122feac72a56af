import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, Empty, Flex, Form, Input, Modal, Popconfirm, Popover, Select, Spin, Typography } from 'antd';
import BookOutlined from '@ant-design/icons/BookOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { createSavedViewEndpoint, deleteSavedViewEndpoint, listSavedViewGroupsEndpoint, listSavedViewsEndpoint, type SavedView } from '@kanri/contracts';
import { isApiError, useEndpoint, useEndpointMutation, useToast } from '@kanri/runtime';
import type { ColumnSettings } from '../data-table/use-column-settings';
import { columnSettingsOf, openSavedView } from './saved-views';
import { savedViewFromState, type SavedViewToOpen } from './saved-views-palette';
import type { SavedViewsButtonProps } from './saved-views-button';

/** Props of `SavedViewsMenu`: the button's, and how it came to be loaded. */
export interface SavedViewsMenuProps extends SavedViewsButtonProps {
  /** The placeholder was clicked: the menu opens at once, its button focused (the placeholder is gone). */
  openAtOnce: boolean;
  /** A view of this list the command palette handed over before the menu loaded (the list may have rewritten the URL since, dropping the navigation's state); it opens once the column settings are read. */
  handedOver: SavedViewToOpen | null;
}

/** The "save current view" dialog: a name and, optionally, the people group the view is shared with. */
function SaveViewDialog({ open, onClose, settings }: { open: boolean; onClose: () => void; settings: ColumnSettings }) {
  const { t } = useLingui();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<{ name: string; peopleGroupId?: string }>();
  const groups = useEndpoint(listSavedViewGroupsEndpoint, open ? {} : null, { revalidateOnFocus: false });
  const create = useEndpointMutation(createSavedViewEndpoint, { revalidate: ['/v2/saved-views'] });

  const save = async ({ name, peopleGroupId }: { name: string; peopleGroupId?: string }) => {
    try {
      const view = await create.trigger({ body: { tableId: settings.tableId, name, search: searchParams.toString(), columns: settings.visibleKeys, peopleGroupId: peopleGroupId ?? null } });
      toast.success(t`Saved the view "${view.name}".`);
      form.resetFields();
      onClose();
    } catch (error) {
      if (isApiError(error, 400) && error.fieldErrors.length) {
        form.setFields(error.fieldErrors.filter((f) => f.path === 'name' || f.path === 'peopleGroupId').map((f) => ({ name: f.path as 'name' | 'peopleGroupId', errors: [f.message] })));
      } else toast.error(error instanceof Error ? error.message : t`The view could not be saved.`);
    }
  };

  return (
    <Modal open={open} title={t`Save current view`} okText={t`Save`} cancelText={t`Cancel`} onCancel={onClose} onOk={() => form.submit()} confirmLoading={create.isMutating} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        <Trans>The filters, sort, page size and visible columns you see now are saved under a name.</Trans>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={save} preserve={false}>
        <Form.Item name="name" label={t`View name`} rules={[{ required: true, whitespace: true, message: t`Enter a name for the view.` }, { max: 80, message: t`Enter at most 80 characters.` }]}>
          <Input autoFocus maxLength={80} />
        </Form.Item>
        <Form.Item name="peopleGroupId" label={t`Share with a people group`} extra={t`Members of the group can open the view; only you can change or delete it.`}>
          <Select allowClear placeholder={t`Only me`} loading={groups.isLoading} options={(groups.data?.items ?? []).map((g) => ({ value: g.id, label: g.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The menu behind `SavedViewsButton`, loaded when first wanted (saved-views-button.tsx).
 * A list's saved views (issue 31 §4 "Saved views"): a "Views" button in the list's header whose
 * popover lists (read when it first opens, so the list's first screen waits on no extra call) the views the user may open — their own and those shared with a people group they
 * belong to (with the group and the owner shown) — opens one (its search in the URL, its columns
 * in the column settings; what the list no longer has is left out and a warning names it), deletes
 * one's own, and saves the current state under a name ("Save current view…"). A view chosen in the
 * command palette (`useSavedViewsPaletteGroup`) arrives in the navigation's state and opens the same
 * way.
 */
export function SavedViewsMenu({ settings, schema, openAtOnce, handedOver }: SavedViewsMenuProps) {
  const { t } = useLingui();
  const toast = useToast();
  const [, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(openAtOnce);
  const [saving, setSaving] = useState(false);
  const input = useMemo(() => ({ query: { tableId: settings.tableId } }), [settings.tableId]);
  // read when the menu first opens, not with the list: the list's first screen waits on no extra call (issue 27)
  const [wanted, setWanted] = useState(openAtOnce);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openAtOnce) button.current?.focus();
    // once: the placeholder the user clicked is gone, the focus goes to this button
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const views = useEndpoint(listSavedViewsEndpoint, wanted ? input : null, { revalidateOnFocus: false });
  const remove = useEndpointMutation(deleteSavedViewEndpoint, { revalidate: ['/v2/saved-views'] });

  const openView = (view: SavedViewToOpen, navigation?: { replace: true; state: null }) => {
    const opened = openSavedView(view, schema, settings.orderedColumns.map((column) => column.key));
    setSearchParams(opened.params, navigation);
    if (opened.columns) void settings.setSettings(columnSettingsOf(settings, opened.columns));
    setOpen(false);
    const dropped = [...opened.droppedParams, ...opened.droppedColumns];
    if (dropped.length) toast.warning(t`Opened "${view.name}". This list no longer has ${dropped.join(', ')}, so that part was left out.`);
    else toast.success(t`Opened "${view.name}".`);
  };

  // a view chosen in the command palette arrives as the navigation's state (its search already in
  // the URL). It is kept here at once: the list's own search may rewrite the URL (a value it
  // refuses) before the column settings are read, and that rewrite carries no state. It opens once
  // the settings are there, replacing the entry without the state, so that going back or reloading
  // does not open it again.
  const location = useLocation();
  const [fromPalette, setFromPalette] = useState<SavedViewToOpen | null>(handedOver);
  useEffect(() => {
    const view = savedViewFromState(location.state);
    if (view?.tableId === settings.tableId) setFromPalette(view);
    // once per navigation (its key); the state read is the one this navigation rendered with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  useEffect(() => {
    if (!fromPalette || settings.isLoading) return;
    setFromPalette(null);
    openView(fromPalette, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromPalette, settings.isLoading]);

  const deleteView = async (view: SavedView) => {
    try {
      await remove.trigger({ params: { id: view.id } });
      toast.success(t`Deleted the view "${view.name}".`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The view could not be deleted.`);
    }
  };

  const items = views.data?.items ?? [];
  const content = (
    <Flex vertical gap={8} style={{ minWidth: 280, maxWidth: 360 }}>
      {/* first, so that it stays where it is when the views arrive below it: a button that moved
          between the press and the release lost its click */}
      <Button
        onClick={() => {
          setOpen(false);
          setSaving(true);
        }}
      >
        <Trans>Save current view…</Trans>
      </Button>
      {views.isLoading ? (
        <Spin size="small" />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No saved views yet.`} />
      ) : (
        <ul aria-label={t`Saved views`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((view) => (
            <li key={view.id} data-view-id={view.id}>
              <Flex align="center" justify="space-between" gap={8}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Button type="link" style={{ padding: 0, height: 'auto', textAlign: 'start' }} onClick={() => openView(view)}>
                    {view.name}
                  </Button>
                  {view.isMine ? (
                    view.peopleGroup ? <Typography.Text type="secondary">{t`Shared with ${view.peopleGroup.name}`}</Typography.Text> : null
                  ) : (
                    <Typography.Text type="secondary">{t`Shared by ${view.owner}`}</Typography.Text>
                  )}
                </Flex>
                {view.isMine ? (
                  <Popconfirm title={t`Delete the view "${view.name}"?`} okText={t`Delete`} cancelText={t`Cancel`} okButtonProps={{ danger: true }} onConfirm={() => deleteView(view)}>
                    <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t`Delete the view "${view.name}"`} />
                  </Popconfirm>
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={(next) => {
          if (next) setWanted(true);
          setOpen(next);
        }} content={content} title={t`Saved views`}>
        <Button ref={button} icon={<BookOutlined />}>
          <Trans>Views</Trans>
        </Button>
      </Popover>
      <SaveViewDialog open={saving} onClose={() => setSaving(false)} settings={settings} />
    </>
  );
}
