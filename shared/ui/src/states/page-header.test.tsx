import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { PageHeader } from './page-header';

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const breadcrumb = [
  { label: 'IT', to: '/software/registry' },
  { label: 'Networks', to: '/networks' },
  { label: 'Head office LAN' },
];

describe('PageHeader', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('renders no breadcrumb navigation without entries', () => {
    renderWithProviders(<PageHeader title="Networks" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Networks' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows module › list › record with real links and the current page last', () => {
    setNarrow(false);
    renderWithProviders(<PageHeader title="Head office LAN" breadcrumb={breadcrumb} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'IT' })).toHaveAttribute('href', '/software/registry');
    expect(within(nav).getByRole('link', { name: 'Networks' })).toHaveAttribute('href', '/networks');
    expect(within(nav).queryByRole('link', { name: 'Head office LAN' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Head office LAN')).toHaveAttribute('aria-current', 'page');
  });

  it('collapses the middle entry to an ellipsis on narrow widths, still a link named by its label', () => {
    setNarrow(true);
    renderWithProviders(<PageHeader title="Head office LAN" breadcrumb={breadcrumb} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const middle = within(nav).getByRole('link', { name: 'Networks' });
    expect(middle).toHaveTextContent('…');
    expect(middle).toHaveAttribute('href', '/networks');
    expect(within(nav).getByText('Head office LAN')).toBeInTheDocument();
  });

  it('keeps at most 3 entries: the first and the last two', () => {
    setNarrow(false);
    renderWithProviders(
      <PageHeader title="C" breadcrumb={[{ label: 'A', to: '/a' }, { label: 'B', to: '/b' }, { label: 'B2', to: '/b2' }, { label: 'C' }]} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent?.replace('/', ''))).toEqual(['A', 'B2', 'C']);
  });
});
