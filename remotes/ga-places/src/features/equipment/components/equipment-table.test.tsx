import { screen, within } from '@testing-library/react';
import { i18n, loadCatalog } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/ga-places';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { user } from '../../../testing';
import { laptopRow } from '../testing';
import { EquipmentTable } from './equipment-table';

jest.setTimeout(20_000);

const search = { pageIndex: 0, pageSize: 100, sortColumn: 'NAME', sortOrder: 'asc' as const };
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('EquipmentTable', () => {
  afterEach(() => i18n.activate('en-US'));

  it('shows the columns of 001 §2 with the row fields', () => {
    renderWithProviders(<EquipmentTable rows={[laptopRow, { ...laptopRow, id: 'e-2', name: 'Spare', assignedPerson: null, assignedPlace: null, equipmentItemName: null, disabled: true, status: 'DISPOSED' }]} total={2} loading={false} search={search} onSearchChange={() => {}} />);
    expect(headers()).toEqual(['Equipment', 'Type', 'Model', 'Serial number', 'Asset tag', 'Assigned person', 'Assigned place', 'Created at']);
    const [first, second] = screen.getAllByRole('row').slice(1).map((row) => within(row));
    expect(first!.getByRole('link', { name: 'ThinkPad X1 Carbon #12' })).toHaveAttribute('href', `/equipment/${laptopRow.id}`);
    expect(first!.getByText('In use')).toBeInTheDocument();
    expect(first!.getByText('PC')).toBeInTheDocument();
    expect(first!.getByText('ThinkPad X1 Carbon Gen 11')).toBeInTheDocument();
    expect(first!.getByText('21HM-CTO1WW')).toBeInTheDocument();
    expect(first!.getByText('PF-4KX9Z2')).toBeInTheDocument();
    expect(first!.getByText('KNR-PC-0012')).toBeInTheDocument();
    expect(first!.getByText('Taro Yamada')).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'Tokyo Head Office' })).toHaveAttribute('href', `/places/${laptopRow.assignedPlace!.placeId}`);
    expect(first!.getByText('04/01/2026')).toHaveAttribute('title', expect.stringMatching(/^04\/01\/2026, \d\d:\d\d [AP]M$/));
    expect(second!.getByText('Disposed')).toBeInTheDocument();
    expect(second!.getByText('Disabled')).toBeInTheDocument();
  });

  it('labels the columns and values in Japanese', () => {
    loadCatalog('ja-JP', jaMessages);
    loadCatalog('ja-JP', jaContractMessages); // the field labels and values (equipmentFields, issue 30)
    renderWithProviders(<EquipmentTable rows={[laptopRow]} total={1} loading={false} search={search} onSearchChange={() => {}} />, { locale: 'ja-JP' });
    expect(headers()).toEqual(['備品', '種別', '型番', 'シリアル番号', '資産管理番号', '利用者', '配置場所', '登録日時']);
    expect(screen.getByText('使用中')).toBeInTheDocument();
    expect(screen.getByText('2026/04/01')).toBeInTheDocument();
  });

  it('asks the server for another order when a header is clicked', async () => {
    const onSearchChange = jest.fn();
    renderWithProviders(<EquipmentTable rows={[laptopRow]} total={1} loading={false} search={search} onSearchChange={onSearchChange} />);
    await user.click(screen.getByRole('columnheader', { name: 'Asset tag' }));
    expect(onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ sortColumn: 'ASSET_TAG', sortOrder: 'asc', pageIndex: 0 }));
  });
});
