import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EditRecordButton, RecordGate, RecordHeader, RecordHistory, RecordTabs, useRecordEdit } from '@kanri/ui';
import { contractFields, riskClauseKindLabels, riskLevelLabels, type ContractDetail } from '@kanri/contracts';
import { useContract } from '../api/contract-record';
import { ContractActions } from '../components/contract-actions';
import { ContractEditForm } from '../components/contract-edit-form';
import { contractEnumLabels, contractFieldLabels, contractStatusColors } from '../components/contract-labels';
import { ContractRiskProvisions } from '../components/contract-risk-provisions';
import { ContractRules } from '../components/contract-rules';
import { ContractStructure } from '../components/contract-structure';
import { ContractApprovalInfo, ContractOperationActivity } from '../components/contract-timeline';

/** The record page's tabs, in order (001 §2: structure first). */
export const contractTabKeys = ['structure', 'rule-and-policy', 'risk-provisions', 'operation-activity', 'history', 'approval-info'] as const;

/**
 * `/contract/{id}/{tab}` (001 §2 "Contracts"): the header (title, number, type and status tags,
 * "Renewal soon", the lifecycle actions the status allows, Edit on a draft) and the tabs structure,
 * rule-and-policy, risk-provisions, operation-activity, history (the audit log of the record) and
 * approval-info. `/contract/{id}` opens structure. A non-UUID id or a contract the API does not
 * find (another company's) shows the not-found page.
 */
export function ContractPage() {
  const contract = useContract(useParams().id);
  return <RecordGate query={contract}>{(current) => <ContractView contract={current} refetch={() => contract.mutate()} />}</RecordGate>;
}

function ContractView({ contract, refetch }: { contract: ContractDetail; refetch: () => Promise<ContractDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const edit = useRecordEdit(contract, { refetch, conflictTitle: t`Someone else changed this contract while you were editing it.` });
  const changed = () => void refetch();
  const tags = [
    { key: 'type', label: i18n._(contractFields.contractType.values[contract.contractType]) },
    { key: 'status', label: i18n._(contractFields.status.values[contract.status]), color: contractStatusColors[contract.status] },
    ...(contract.renewalSoon ? [{ key: 'soon', label: t`Renewal soon`, color: 'orange' }] : []),
  ];
  const labels: Record<(typeof contractTabKeys)[number], string> = {
    structure: t`Structure`,
    'rule-and-policy': t`Rules and policies`,
    'risk-provisions': t`Risk provisions`,
    'operation-activity': t`Operation activity`,
    history: t({ message: 'History', context: 'contractTab' }),
    'approval-info': t`Approval`,
  };
  const render = {
    structure: () => <ContractStructure contract={contract} />,
    'rule-and-policy': () => <ContractRules contract={contract} />,
    'risk-provisions': () => <ContractRiskProvisions contract={contract} />,
    'operation-activity': () => <ContractOperationActivity contract={contract} />,
    history: () => (
      <RecordHistory
        resourceType="CONTRACT"
        resourceId={contract.id}
        fieldLabels={contractFieldLabels}
        valueLabels={{ ...contractEnumLabels, clauseKind: riskClauseKindLabels, riskLevel: riskLevelLabels }}
        dateFields={['startDate', 'endDate', 'terminatedOn']}
      />
    ),
    'approval-info': () => <ContractApprovalInfo contract={contract} onChanged={changed} />,
  };
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Contracts`, to: `/contract?contractType=${contract.contractType}` }, { label: contract.title }]}
        name={contract.title}
        subtitle={[contract.contractNumber, contract.counterpartyName].filter(Boolean).join(' · ')}
        tags={tags}
        actions={
          edit.editing ? undefined : (
            <>
              {contract.status === 'DRAFT' ? <EditRecordButton onClick={edit.start} /> : null}
              <ContractActions contract={contract} onChanged={changed} />
            </>
          )
        }
      />
      {edit.editing ? (
        <ContractEditForm key={edit.base.version} edit={edit} />
      ) : (
        <RecordTabs aria-label={t`Contract`} basePath={`/contract/${contract.id}`} tabs={contractTabKeys.map((key) => ({ key, label: labels[key], render: render[key] }))} />
      )}
    </section>
  );
}
