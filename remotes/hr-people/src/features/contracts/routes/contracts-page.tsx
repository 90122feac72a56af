import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, SavedViewsButton, LinkButton, ListPage, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { contractTypeFilterValues, contractTypeLabels, contractTypeSegment, contractsSearchSchema, contractsTableId, type ContractsSearch } from '@kanri/contracts';
import { useContracts, useContractsCount } from '../api/get-contracts';
import { ContractsTable, fixedContractColumns, useContractColumns } from '../components/contracts-table';

/**
 * `/contract` (001 §2 "Contracts"): the contract types as tabs (EMPLOYMENT by default, and ALL),
 * free text (title, number, parties, notes), sort, paging 1–1000, all kept in the URL (invalid
 * values fall back and the URL is rewritten); "Renewal soon" tags; column settings (`contracts`),
 * "Import CSV" for the type in view and "Add contract".
 */
export function ContractsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(contractsSearchSchema);
  const list = useContracts(search);
  const count = useContractsCount(search);
  const columnSettings = useListColumnSettings(contractsTableId, useContractColumns(), { fixed: fixedContractColumns });
  const importType = search.contractType === 'ALL' ? 'EMPLOYMENT' : search.contractType;
  return (
    <ListPage
      title={t`Contracts`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={contractsSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <LinkButton icon={<UploadOutlined />} to={`/contract/import-csv/${contractTypeSegment(importType)}`}>
            {t`Import CSV`}
          </LinkButton>
          <LinkButton type="primary" icon={<PlusOutlined />} to={`/contract/add?contractType=${importType}`}>
            {t`Add contract`}
          </LinkButton>
        </>
      }
      tabs={contractTypeFilterValues.map((key) => ({ key, label: key === 'ALL' ? t({ message: 'All', context: 'contractType' }) : i18n._(contractTypeLabels[key]) }))}
      activeTab={search.contractType}
      onTabChange={(key) => setSearch({ contractType: key as ContractsSearch['contractType'], pageIndex: 0 })}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by title, number, party or notes`}
    >
      <ContractsTable {...toTableState(list, count)} columnSettings={columnSettings} search={search} onSearchChange={setSearch} />
    </ListPage>
  );
}
