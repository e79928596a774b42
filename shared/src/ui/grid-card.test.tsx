import { fireEvent, render, screen } from '@testing-library/react';
import { GridCard } from './grid-card';
import { gameCard, providerCard } from './grid-card-model';

describe('GridCard', () => {
  it('shows the logo image when the logo is an image URL, over the background image', () => {
    const item = providerCard({ id: 1, title: 'Aurora Live', is_casino: 1 }, 'https://api.test/static');
    render(<GridCard item={item} />);
    expect(screen.getByRole('img', { name: 'Aurora Live' })).toHaveAttribute('src', 'https://api.test/static/common/logo/Aurora%20Live.png');
    expect(screen.getByRole('button', { name: 'Aurora Live' }).style.backgroundImage).toContain('common/bg/Aurora%20Live.png');
    expect(screen.queryByTestId('grid-card-title')).toBeNull();
  });

  it('shows the logo text as the title otherwise, at the given font size, and reports the selection', () => {
    const item = gameCard({ id: 2, game_title: 'Golden Koi', game_image: 'https://api.test/g.png', category: 'Slots', is_service: 1 });
    const onSelect = jest.fn();
    render(<GridCard item={item} onSelect={onSelect} titleFontSize={27} extra={<span>star</span>} />);
    expect(screen.getByTestId('grid-card-title')).toHaveTextContent('Golden Koi');
    expect(screen.getByTestId('grid-card-title').style.fontSize).toBe('27px');
    expect(screen.getByText('star')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Golden Koi' }));
    expect(onSelect).toHaveBeenCalledWith(item);
  });
});
