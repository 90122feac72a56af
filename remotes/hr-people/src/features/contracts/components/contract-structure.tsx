import { useState } from 'react';
import { Button, Card, Flex, Input, Select, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useDialogs, useToast } from '@kanri/runtime';
import { DevicePicker, EmptyState, PlacePicker, RecordSection, RecordSections, RecordTimestamps, WorkerPicker, sectionHeading, useRecordValues } from '@kanri/ui';
import { contractFields, contractSubjectTypeLabels, type ContractDetail, type ContractSubject, type ContractSubjectType } from '@kanri/contracts';
import { useAddContractSubject, useRemoveContractSubject } from '../api/contract-record';
import { contractFieldLabels, formatContractAmount } from './contract-labels';

/** Where each kind of covered record lives (its own page in its area). */
export const subjectPath: Record<ContractSubjectType, (id: string) => string> = {
  PERSON: (id) => `/person/${id}`,
  DEVICE: (id) => `/profile/device/${id}`,
  EQUIPMENT: (id) => `/equipment/${id}`,
  APP_INTEGRATION: (id) => `/app-integrations/${id}`,
  PLACE: (id) => `/places/${id}`,
};

/**
 * The structure tab (001 §2 "structure"): the contract (title and English title as stored, number,
 * type), the parties, the
 * term with its renewal rules, the amount formatted in its currency (Intl) per billing cycle, the
 * renewal chain (previous and next term), the notes, and the records it covers — each a link to
 * its own page — with "Add" (a person, device or place) and "Remove".
 */
export function ContractStructure({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const label = (name: keyof typeof contractFieldLabels) => i18n._(contractFieldLabels[name]);
  const amount =
    contract.amount === null ? values.notSet : `${formatContractAmount(contract.amount, contract.currency, i18n.locale)} / ${i18n._(contractFields.billingCycle.values[contract.billingCycle])}`;
  return (
    <RecordSections>
      <RecordSection
        title={t`Contract`}
        items={[
          { key: 'title', label: label('title'), children: contract.titleJa },
          { key: 'titleEn', label: label('titleEn'), children: values.text(contract.titleEn) },
          { key: 'contractNumber', label: label('contractNumber'), children: values.text(contract.contractNumber) },
          { key: 'contractType', label: label('contractType'), children: i18n._(contractFields.contractType.values[contract.contractType]) },
          { key: 'amount', label: label('amount'), children: amount },
        ]}
      />
      <RecordSection
        title={t`Parties`}
        items={[
          { key: 'counterpartyName', label: label('counterpartyName'), children: contract.counterpartyName },
          { key: 'counterpartyContact', label: label('counterpartyContact'), children: values.text(contract.counterpartyContact) },
          { key: 'ourPartyName', label: label('ourPartyName'), children: contract.ourPartyName },
        ]}
      />
      <RecordSection
        title={t`Term and renewal`}
        items={[
          { key: 'startDate', label: label('startDate'), children: formatDate(contract.startDate) },
          { key: 'endDate', label: label('endDate'), children: contract.endDate ? formatDate(contract.endDate) : t`Indefinite` },
          { key: 'autoRenewal', label: label('autoRenewal'), children: contract.autoRenewal ? t`Yes, every ${contract.renewalTermMonths} months` : t`No` },
          { key: 'noticePeriodDays', label: label('noticePeriodDays'), children: contract.noticePeriodDays === null ? values.notSet : t`${contract.noticePeriodDays} days before the end of the term` },
          ...(contract.terminatedOn ? [{ key: 'terminatedOn', label: label('terminatedOn'), children: formatDate(contract.terminatedOn) }] : []),
          ...(contract.previousContractId ? [{ key: 'previous', label: t`Previous term`, children: <Link to={`/contract/${contract.previousContractId}/structure`}>{t`Open the previous term`}</Link> }] : []),
          ...(contract.nextContractId ? [{ key: 'next', label: t`Next term`, children: <Link to={`/contract/${contract.nextContractId}/structure`}>{t`Open the next term`}</Link> }] : []),
        ]}
      />
      <CoveredRecords contract={contract} />
      {contract.notes ? <RecordSection title={label('notes')} column={{ xs: 1 }} items={[{ key: 'notes', label: label('notes'), children: values.show({ name: 'notes', label: contractFieldLabels.notes, kind: 'textarea' }, contract.notes) }]} /> : null}
      <RecordTimestamps createdAt={contract.createdAt} updatedAt={contract.updatedAt} />
    </RecordSections>
  );
}

type AddableType = 'PERSON' | 'DEVICE' | 'PLACE';

/** The records the contract covers, with add and remove. */
function CoveredRecords({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const add = useAddContractSubject();
  const remove = useRemoveContractSubject();
  const [subjectType, setSubjectType] = useState<AddableType>('PERSON');
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const submit = async () => {
    if (!subjectId) return;
    try {
      await add.trigger({ params: { id: contract.id }, body: { subjectType, subjectId, note: note.trim() || null } });
      toast.success(t`The record was added to the contract.`);
      setSubjectId(null);
      setNote('');
    } catch (error) {
      toast.destructive(t`The record could not be added.`, isApiError(error) ? (error.fieldErrors[0]?.message ?? error.message) : undefined);
    }
  };
  const removeOne = async (subject: ContractSubject) => {
    const name = subject.name ?? t`Deleted record`;
    if (!(await dialogs.confirm({ title: t`Remove "${name}" from this contract?`, okText: t`Remove`, danger: true }))) return;
    try {
      await remove.trigger({ params: { id: contract.id, subjectId: subject.id } });
      toast.success(t`The record was removed from the contract.`);
    } catch (error) {
      toast.destructive(t`The record could not be removed.`, error instanceof Error ? error.message : undefined);
    }
  };
  const picker = { PERSON: WorkerPicker, DEVICE: DevicePicker, PLACE: PlacePicker }[subjectType];
  const Picker = picker;
  return (
    <Card title={<h2 style={sectionHeading}>{t`Covered records`}</h2>}>
      {contract.subjects.length === 0 ? (
        <EmptyState title={t`This contract covers no records yet`} description={t`Add the people, devices or places it is about.`} />
      ) : (
        <ul aria-label={t`Covered records`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {contract.subjects.map((s) => (
            <li key={s.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex justify="space-between" align="center" gap={8}>
                <Space>
                  <Typography.Text type="secondary">{i18n._(contractSubjectTypeLabels[s.subjectType])}</Typography.Text>
                  {s.name ? <Link to={subjectPath[s.subjectType](s.subjectId)}>{s.name}</Link> : <Typography.Text type="secondary">{t`Deleted record`}</Typography.Text>}
                  {s.note ? <Typography.Text type="secondary">({s.note})</Typography.Text> : null}
                </Space>
                <Button type="text" icon={<DeleteOutlined />} aria-label={t`Remove ${s.name ?? ''}`} onClick={() => removeOne(s)} />
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} wrap style={{ marginTop: 16 }} role="group" aria-label={t`Add a covered record`}>
        <Select<AddableType>
          aria-label={t`Kind of record`}
          value={subjectType}
          style={{ width: 140 }}
          onChange={(value) => {
            setSubjectType(value);
            setSubjectId(null);
          }}
          options={(['PERSON', 'DEVICE', 'PLACE'] as const).map((value) => ({ value, label: i18n._(contractSubjectTypeLabels[value]) }))}
        />
        <div style={{ minWidth: 260, flex: 1 }}>
          <Picker key={subjectType} value={subjectId} onChange={(id: string | null) => setSubjectId(id)} aria-label={t`Record to add`} />
        </div>
        <Input aria-label={t`Note on the record`} placeholder={t`Note (optional)`} value={note} maxLength={100} onChange={(e) => setNote(e.target.value)} style={{ width: 200 }} />
        <Button onClick={submit} disabled={!subjectId} loading={add.isMutating}>
          {t`Add`}
        </Button>
      </Flex>
    </Card>
  );
}
