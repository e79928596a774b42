import { render, screen } from '@testing-library/react';
import { VirtualGrid, visibleRows } from './virtual-grid';

describe('visibleRows', () => {
  it('covers the rows in the viewport plus the overscan', () => {
    expect(visibleRows(0, 800, 100, 1000, 2)).toEqual({ first: 0, last: 10 });
    expect(visibleRows(-5000, 800, 100, 1000, 2)).toEqual({ first: 48, last: 60 });
    expect(visibleRows(-99_999, 800, 100, 1000, 2)).toEqual({ first: 997, last: 999 }); // the last row still shows
    expect(visibleRows(-200_000, 800, 100, 1000, 2)).toEqual({ first: 0, last: -1 }); // scrolled past
    expect(visibleRows(2000, 800, 100, 1000, 0)).toEqual({ first: 0, last: -1 }); // below the viewport
    expect(visibleRows(0, 800, 100, 3, 2)).toEqual({ first: 0, last: 2 });
    expect(visibleRows(0, 800, 100, 0, 2)).toEqual({ first: 0, last: -1 });
  });
});

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
