import { screen } from '@testing-library/react';
import { i18n, loadCatalog } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/ga-places';
import { EquipmentAddSelectPage } from './equipment-add-select-page';

describe('EquipmentAddSelectPage', () => {
  it('offers adding one piece of equipment by form or many from a CSV file', () => {
    renderWithProviders(<EquipmentAddSelectPage />, { route: '/equipment/add-select' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add equipment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add one by one/ })).toHaveAttribute('href', '/equipment/add');
    expect(screen.getByRole('link', { name: /Import from a CSV file/ })).toHaveAttribute('href', '/equipment/import-csv');
  });

  it('reads in Japanese', () => {
    loadCatalog('ja-JP', jaMessages);
    renderWithProviders(<EquipmentAddSelectPage />, { route: '/equipment/add-select', locale: 'ja-JP' });
    expect(screen.getByRole('heading', { level: 1, name: '備品を追加' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /1件ずつ追加/ })).toHaveAttribute('href', '/equipment/add');
    expect(screen.getByRole('link', { name: /CSVファイルから取り込む/ })).toHaveAttribute('href', '/equipment/import-csv');
    i18n.activate('en-US');
  });
});
