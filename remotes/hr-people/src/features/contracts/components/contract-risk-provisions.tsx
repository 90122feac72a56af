import { useState } from 'react';
import { Button, Card, Flex, Input, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useDialogs, useToast } from '@kanri/runtime';
import { EmptyState, ErrorState, sectionHeading, useStaleVersion } from '@kanri/ui';
import {
  contractNotesMaxLength,
  contractShortTextMaxLength,
  riskClauseKindLabels,
  riskClauseKindValues,
  riskLevelLabels,
  riskLevelValues,
  type ContractDetail,
  type RiskLevel,
  type RiskProvision,
  type RiskProvisionBody,
} from '@kanri/contracts';
import { useCreateRiskProvision, useDeleteRiskProvision, useRiskProvisions, useUpdateRiskProvision } from '../api/contract-record';

const levelColors: Record<RiskLevel, string> = { HIGH: 'red', MEDIUM: 'orange', LOW: 'default' };

/**
 * The risk-provisions tab: the clauses a legal review flagged (kind, where, risk level, note),
 * highest risk first, with Add, Edit (a dialog) and Delete (confirmed). Empty: a clear empty state.
 */
export function ContractRiskProvisions({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const provisions = useRiskProvisions(contract.id);
  const remove = useDeleteRiskProvision();
  const [editing, setEditing] = useState<RiskProvision | 'new' | null>(null);
  const deleteOne = async (p: RiskProvision) => {
    const kind = i18n._(riskClauseKindLabels[p.clauseKind]);
    if (!(await dialogs.confirm({ title: t`Delete the risk provision "${kind}"?`, okText: t`Delete`, danger: true }))) return;
    try {
      await remove.trigger({ params: { id: contract.id, provisionId: p.id } });
      toast.success(t`The risk provision was deleted.`);
    } catch (error) {
      toast.destructive(t`The risk provision could not be deleted.`, error instanceof Error ? error.message : undefined);
    }
  };
  const columns: TableColumnsType<RiskProvision> = [
    { key: 'clauseKind', title: t`Clause`, width: 220, render: (_, p) => i18n._(riskClauseKindLabels[p.clauseKind]) },
    { key: 'clauseReference', title: t`Where`, width: 140, render: (_, p) => p.clauseReference },
    { key: 'riskLevel', title: t`Risk level`, width: 110, render: (_, p) => <Tag color={levelColors[p.riskLevel]}>{i18n._(riskLevelLabels[p.riskLevel])}</Tag> },
    { key: 'note', title: t({ message: 'Note', context: 'riskProvision' }), render: (_, p) => p.note },
    { key: 'updatedAt', title: t`Updated`, width: 130, render: (_, p) => formatDate(p.updatedAt) },
    {
      key: 'actions',
      title: t`Actions`,
      width: 170,
      render: (_, p) => (
        <Space>
          <Button size="small" onClick={() => setEditing(p)}>{t`Edit`}</Button>
          <Button size="small" danger onClick={() => deleteOne(p)}>{t`Delete`}</Button>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={<h2 style={sectionHeading}>{t`Risk provisions`}</h2>}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t`Add risk provision`}
        </Button>
      }
    >
      {provisions.error ? (
        <ErrorState onRetry={() => provisions.mutate()} />
      ) : provisions.data && provisions.data.items.length === 0 ? (
        <EmptyState title={t`No risk provisions recorded`} description={t`Record the clauses a review should keep in mind: liability caps, confidentiality, termination, governing law…`} />
      ) : (
        <Table rowKey="id" columns={columns} dataSource={provisions.data?.items} loading={provisions.isLoading} pagination={false} aria-label={t`Risk provisions`} />
      )}
      {editing ? (
        <RiskProvisionDialog
          contractId={contract.id}
          provision={editing === 'new' ? null : editing}
          refetch={async () => (await provisions.mutate())?.items.find((p) => editing !== 'new' && p.id === editing.id)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

const valuesOf = (provision: RiskProvision | null): RiskProvisionBody =>
  provision
    ? { clauseKind: provision.clauseKind, clauseReference: provision.clauseReference, riskLevel: provision.riskLevel, note: provision.note }
    : { clauseKind: 'LIABILITY_CAP', clauseReference: null, riskLevel: 'MEDIUM', note: null };

/**
 * Adds or edits one risk provision in a dialog; the server's field errors show under the fields.
 * An edit sends the `version` it loaded; a stale one (409, someone else saved first; issue 29) keeps
 * what was typed and says the provision changed, with Reload (`refetch`: the values start again
 * from the provision as it is now).
 */
function RiskProvisionDialog({
  contractId,
  provision,
  refetch,
  onClose,
}: {
  contractId: string;
  provision: RiskProvision | null;
  refetch: () => Promise<RiskProvision | undefined>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const create = useCreateRiskProvision();
  const update = useUpdateRiskProvision();
  const [value, setValue] = useState<RiskProvisionBody>(valuesOf(provision));
  const [error, setError] = useState<string | null>(null);
  const stale = useStaleVersion(provision, {
    refetch,
    onReloaded: (current) => setValue(valuesOf(current)),
    title: t`Someone else changed this risk provision while you were editing it.`,
  });
  const save = async () => {
    const { base } = stale;
    setError(null);
    stale.clear();
    try {
      if (base) await update.trigger({ params: { id: contractId, provisionId: base.id }, body: { ...value, version: base.version } });
      else await create.trigger({ params: { id: contractId }, body: value });
      toast.success(provision ? t`The risk provision was saved.` : t`The risk provision was added.`);
      onClose();
    } catch (e) {
      if (base && stale.catches(e)) return;
      setError(isApiError(e) ? (e.fieldErrors.map((f) => f.message).join(' ') || e.message) : t`The risk provision could not be saved.`);
    }
  };
  const title = provision ? t`Edit risk provision` : t`Add risk provision`;
  return (
    <Modal open title={title} okText={t`Save`} cancelText={t`Cancel`} onOk={save} onCancel={onClose} confirmLoading={create.isMutating || update.isMutating}>
      <Flex vertical gap={12}>
        {stale.alert}
        <label>
          {t`Clause`}
          <Select
            aria-label={t`Clause`}
            style={{ width: '100%' }}
            value={value.clauseKind}
            onChange={(clauseKind) => setValue({ ...value, clauseKind })}
            options={riskClauseKindValues.map((v) => ({ value: v, label: i18n._(riskClauseKindLabels[v]) }))}
          />
        </label>
        <label>
          {t`Where`}
          <Input aria-label={t`Where`} placeholder={t`e.g. Article 12`} maxLength={contractShortTextMaxLength} value={value.clauseReference ?? ''} onChange={(e) => setValue({ ...value, clauseReference: e.target.value || null })} />
        </label>
        <label>
          {t`Risk level`}
          <Select aria-label={t`Risk level`} style={{ width: '100%' }} value={value.riskLevel} onChange={(riskLevel) => setValue({ ...value, riskLevel })} options={riskLevelValues.map((v) => ({ value: v, label: i18n._(riskLevelLabels[v]) }))} />
        </label>
        <label>
          {t({ message: 'Note', context: 'riskProvision' })}
          <Input.TextArea aria-label={t({ message: 'Note', context: 'riskProvision' })} rows={3} maxLength={contractNotesMaxLength} value={value.note ?? ''} onChange={(e) => setValue({ ...value, note: e.target.value || null })} />
        </label>
        {error ? <div role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>{error}</div> : null}
      </Flex>
    </Modal>
  );
}
