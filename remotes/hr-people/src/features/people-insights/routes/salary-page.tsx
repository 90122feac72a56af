import { useMemo } from 'react';
import { Select, Typography, type TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { DataTable, ListPage, toTableState, useListSearch } from '@kanri/ui';
import { bankAccountTypeLabels, payTypeLabels, payTypeValues, salarySearchSchema, type SalaryRow } from '@kanri/contracts';
import { usePeopleSalaries, usePeopleSalariesCount } from '../api/people-insights';
import { TabPerson } from '../components/tab-person';
import { useYen } from '../components/yen';

/**
 * `/people/salary-and-payment` (001 §2 People "Other tabs"; docs/people.md "The list tabs"): the
 * workforce's pay — employment type, pay type, base salary (per month, day or hour by pay type)
 * and commuting allowance in JPY — and the bank the pay goes to (bank, branch, account type, the
 * account number masked to its last 4 digits). Filter by pay type, free text, sort and paging in
 * the URL (`GET /v2/people-salaries`).
 */
export function SalaryAndPaymentPage() {
  const { t, i18n } = useLingui();
  const yen = useYen();
  const [search, setSearch] = useListSearch(salarySearchSchema);
  const list = usePeopleSalaries(search);
  const count = usePeopleSalariesCount(search);
  const columns = useMemo<TableColumnsType<SalaryRow>>(
    () => [
      { key: 'NAME', title: t`Name`, sorter: true, width: 260, render: (_, row) => <TabPerson person={row.person} /> },
      { key: 'employmentType', title: t`Employment type`, render: (_, row) => row.employmentType?.name },
      { key: 'payType', title: t`Pay type`, render: (_, row) => (row.payType ? i18n._(payTypeLabels[row.payType]) : null) },
      { key: 'BASE_SALARY', title: t`Base salary`, sorter: true, align: 'right', render: (_, row) => (row.baseSalaryJpy === null ? null : yen(row.baseSalaryJpy)) },
      {
        key: 'COMMUTING_ALLOWANCE',
        title: t`Commuting allowance`,
        sorter: true,
        align: 'right',
        render: (_, row) => (row.commutingAllowanceJpy === null ? null : yen(row.commutingAllowanceJpy)),
      },
      {
        key: 'bank',
        title: t`Bank account`,
        render: (_, row) =>
          row.bankName ? (
            <span>
              {row.bankName} {row.bankBranchName}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {[row.bankAccountType ? i18n._(bankAccountTypeLabels[row.bankAccountType]) : null, row.bankAccountNumberMasked].filter(Boolean).join(' ')}
              </Typography.Text>
            </span>
          ) : null,
      },
    ],
    [t, i18n, yen],
  );
  return (
    <ListPage
      title={t`Salary and payment`}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name, e-mail or worker number`}
      filters={
        <Select
          aria-label={t`Pay type`}
          allowClear
          placeholder={t`Every pay type`}
          style={{ minWidth: 160 }}
          value={search.payType}
          options={payTypeValues.map((value) => ({ value, label: i18n._(payTypeLabels[value]) }))}
          onChange={(payType) => setSearch({ payType: payType ?? undefined, pageIndex: 0 })}
        />
      }
    >
      <DataTable rowKey={(row) => row.person.id} columns={columns} caption={t`Salary and payment`} {...toTableState(list, count)} search={search} onSearchChange={setSearch} />
    </ListPage>
  );
}
