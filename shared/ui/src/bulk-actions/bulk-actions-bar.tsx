import { useState, type ReactNode } from 'react';
import { Alert, Button, Dropdown, Flex, Modal, Progress, Typography, theme } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { getBulkActionEndpoint, startBulkActionEndpoint, type BulkAction, type BulkRun, type StartBulkActionInput } from '@kanri/contracts';
import { apiFetch, isApiError, useEndpoint, useToast } from '@kanri/runtime';
import type { BulkSelection } from './use-bulk-selection';

/** The parameters of an action as its form edits them (`params` of `POST /v2/bulk-actions`). */
export type BulkParams = Record<string, unknown>;

/**
 * One action a list offers: its contract name, its label, the parameters it starts with and the
 * form that edits them (dates, a place…), shown in the confirmation dialog.
 */
export interface BulkActionOption {
  action: BulkAction;
  label: string;
  /** Parameters the dialog starts with (e.g. today's date), made when the dialog opens. */
  initialParams: () => BulkParams;
  /** The parameters' form: the current values and a setter of some of them. */
  renderParams?: (params: BulkParams, set: (patch: BulkParams) => void) => ReactNode;
}

/** Props of `BulkActionsBar`. */
export interface BulkActionsBarProps {
  /** `useBulkSelection`'s result (its `rowSelection` goes to the table). */
  selection: Omit<BulkSelection, 'rowSelection'>;
  /** How many rows match the list's filter (its count call's answer); undefined while unknown. */
  total: number | undefined;
  /** How many rows the current page shows: once all of them are ticked, "select all N that match" is offered. */
  pageRowCount: number;
  /** The list's filter as its count call takes it: what the server matches for "all N that match". */
  filter: Record<string, unknown>;
  actions: BulkActionOption[];
  /** Called when the result dialog closes after a run (e.g. to revalidate the list). */
  onFinished?: (run: BulkRun) => void;
  /** How often the dialog reads the run's progress, in ms (default 1000). */
  pollIntervalMs?: number;
}

const finished = (status: BulkRun['status'] | undefined) => status === 'SUCCEEDED' || status === 'REFUSED' || status === 'FAILED';

/** The run dialog's progress and, once the run has finished, its summary. */
function RunProgress({ runId, pollIntervalMs }: { runId: string; pollIntervalMs: number }) {
  const { t } = useLingui();
  const run = useEndpoint(getBulkActionEndpoint, { params: { id: runId } }, { refreshInterval: (latest) => (finished(latest?.status) ? 0 : pollIntervalMs), revalidateOnFocus: false });
  const data = run.data;
  if (run.error) return <Alert type="error" showIcon message={run.error.message} />;
  const percent = data && data.total > 0 ? Math.floor((data.done / data.total) * 100) : 0;
  const done = data?.done ?? 0;
  const total = data?.total ?? 0;
  const status = data?.status;
  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Text>
          {status === 'QUEUED' || !data ? t`Waiting to start…` : finished(status) ? t`Finished` : t`Checked ${done} of ${total} rows…`}
        </Typography.Text>
        <Progress percent={finished(status) ? 100 : percent} status={status === 'REFUSED' || status === 'FAILED' ? 'exception' : finished(status) ? 'success' : 'active'} aria-label={t`Run progress`} />
      </div>
      {data?.summary && status === 'SUCCEEDED' && (
        <Alert type="success" showIcon message={t`Changed ${data.summary.changed} rows.`} description={data.summary.unchanged ? t`${data.summary.unchanged} rows were already as asked.` : undefined} />
      )}
      {data?.summary && status === 'REFUSED' && (
        <>
          <Alert type="warning" showIcon message={t`Nothing was changed: ${data.summary.refused.length} rows were refused.`} description={t`Fix or deselect these rows and run the action again.`} />
          <ul aria-label={t`Refused rows`} style={{ maxHeight: 240, overflowY: 'auto', margin: 0, paddingInlineStart: 20 }}>
            {data.summary.refused.map((row) => (
              <li key={row.id}>
                <Typography.Text strong>{row.label}</Typography.Text>: {row.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      {data?.summary && status === 'FAILED' && <Alert type="error" showIcon message={data.summary.error ?? t`The run failed.`} />}
    </Flex>
  );
}

/**
 * A list's bulk actions (issue 31 §2 "Bulk actions on lists"; docs/bulk-actions.md): shown once
 * rows are ticked in the table (`useBulkSelection`'s `rowSelection`). It says how many rows are
 * selected, offers "select all N that match" once the whole page is ticked, and an Actions menu;
 * an action opens a dialog with its parameters, runs it (`POST /v2/bulk-actions` with the ids, or
 * with the list's filter for "all that match"), then shows the run's progress (`GET
 * /v2/bulk-actions/{id}`, read every `pollIntervalMs`) and its summary: rows changed, or — nothing
 * changed — each refused row and why. It makes no call before the user runs an action.
 */
export function BulkActionsBar({ selection, total, pageRowCount, filter, actions, onFinished, pollIntervalMs = 1000 }: BulkActionsBarProps) {
  const { t } = useLingui();
  const toast = useToast();
  const { token } = theme.useToken();
  const [chosen, setChosen] = useState<BulkActionOption | null>(null);
  const [params, setParams] = useState<BulkParams>({});
  const [runId, setRunId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<{ message: string; details: string[] } | null>(null);

  const count = selection.allMatching ? (total ?? 0) : selection.selectedIds.length;
  if (count === 0 && !chosen) return null;
  const offerAll = !selection.allMatching && total !== undefined && total > selection.selectedIds.length && selection.selectedIds.length >= pageRowCount && pageRowCount > 0;

  const open = (option: BulkActionOption) => {
    setChosen(option);
    setParams(option.initialParams());
    setRunId(null);
    setStartError(null);
  };
  const start = async () => {
    if (!chosen) return;
    setStarting(true);
    setStartError(null);
    try {
      const target = selection.allMatching ? { filter } : { ids: selection.selectedIds };
      const body = { action: chosen.action, ...target, params } as StartBulkActionInput;
      const answer = await apiFetch(startBulkActionEndpoint, { body });
      setRunId(answer.id);
    } catch (error) {
      if (isApiError(error)) setStartError({ message: error.message, details: error.fieldErrors.map((f) => f.message) });
      else setStartError({ message: error instanceof Error ? error.message : String(error), details: [] });
    } finally {
      setStarting(false);
    }
  };
  const close = async () => {
    if (runId) {
      const run = await apiFetch(getBulkActionEndpoint, { params: { id: runId } }).catch(() => null);
      if (run && finished(run.status)) {
        if (run.status === 'SUCCEEDED') {
          toast.success(t`Changed ${run.summary?.changed ?? 0} rows.`);
          selection.clear();
        }
        onFinished?.(run);
      }
    }
    setChosen(null);
    setRunId(null);
  };

  return (
    <>
      <Flex role="region" aria-label={t`Bulk actions`} align="center" gap="middle" wrap style={{ padding: 8, paddingInline: 12, marginBottom: 8, background: token.colorPrimaryBg, borderRadius: token.borderRadius }}>
        <Typography.Text strong>{selection.allMatching ? t`All ${count} rows that match are selected` : t`${count} selected`}</Typography.Text>
        {offerAll && (
          <Button type="link" onClick={selection.selectAllMatching}>
            {t`Select all ${total} that match`}
          </Button>
        )}
        <Button type="link" onClick={selection.clear}>
          {t`Clear selection`}
        </Button>
        <Dropdown menu={{ items: actions.map((a) => ({ key: a.action, label: a.label })), onClick: ({ key }) => open(actions.find((a) => a.action === key)!) }} trigger={['click']}>
          <Button>
            <Trans>Actions</Trans> <DownOutlined />
          </Button>
        </Dropdown>
      </Flex>
      <Modal
        open={chosen !== null}
        title={chosen ? t`${chosen.label}: ${count} rows` : undefined}
        onCancel={() => void close()}
        destroyOnHidden
        maskClosable={false}
        footer={
          runId
            ? [
                <Button key="close" type="primary" onClick={() => void close()}>
                  {t`Done`}
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={() => void close()}>
                  {t`Cancel`}
                </Button>,
                <Button key="run" type="primary" loading={starting} onClick={() => void start()}>
                  {t`Run`}
                </Button>,
              ]
        }
      >
        {runId ? (
          <RunProgress runId={runId} pollIntervalMs={pollIntervalMs} />
        ) : (
          <Flex vertical gap="middle">
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t`All ${count} rows change together: if any row cannot change, none does and the rows that could not are listed.`}
            </Typography.Paragraph>
            {chosen?.renderParams?.(params, (patch) => setParams((p) => ({ ...p, ...patch })))}
            {startError && <Alert type="error" showIcon message={startError.message} description={startError.details.length ? startError.details.join(' ') : undefined} />}
          </Flex>
        )}
      </Modal>
    </>
  );
}
