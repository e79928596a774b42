import { render, screen } from '@testing-library/react';
import { VirtualGrid } from './virtual-grid';

describe('VirtualGrid', () => {
  it('renders a window of a 5,000-item grid, positioned in rows, with the full height reserved', () => {
    const items = Array.from({ length: 5000 }, (_, i) => `item ${i}`);
    render(<VirtualGrid testId="grid" items={items} perRow={6} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
    const grid = screen.getByTestId('grid');
    const rendered = Number(grid.dataset.rendered);
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByText('item 0')).toBeInTheDocument();
    expect(screen.queryByText('item 4999')).toBeNull();
    expect(parseFloat(grid.style.height)).toBeGreaterThan(800 * 100);
  });

  it('renders every item of a short list', () => {
    render(<VirtualGrid testId="grid" items={['a', 'b', 'c']} perRow={2} itemKey={(x) => x} renderItem={(x) => <span>{x}</span>} />);
    expect(screen.getByTestId('grid').dataset.rendered).toBe('3');
  });
});
