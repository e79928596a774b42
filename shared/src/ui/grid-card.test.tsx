import { fireEvent, render, screen } from '@testing-library/react';
import { GridCard } from './grid-card';
import { gameCard, providerCard } from './grid-card-model';

describe('GridCard', () => {
  it('shows the logo image when the logo is an image URL, over the background image', () => {
    const item = { id: 'x', refId: 1, kind: 'provider' as const, category: 'casino' as const, name: 'Aurora Live', logo: 'https://cdn.test/logo/aurora.png', backgroundImage: 'https://cdn.test/bg/aurora.jpg' };
    render(<GridCard item={item} />);
    expect(screen.getByRole('img', { name: 'Aurora Live' })).toHaveAttribute('src', 'https://cdn.test/logo/aurora.png');
    expect(screen.getByRole('button', { name: 'Aurora Live' }).style.backgroundImage).toContain('https://cdn.test/bg/aurora.jpg');
    expect(screen.queryByTestId('grid-card-title')).toBeNull();
  });

  it("a provider card: its title as HTML over the provider's card pictures (AVIF/WebP/PNG at 1×–3×, decorative), no CSS background", () => {
    const item = providerCard({ id: 1, title: 'Aurora Live', is_casino: 1 }, 'https://api.test/static');
    const { container } = render(<GridCard item={item} width={180} eager />);
    expect(screen.getByTestId('grid-card-title')).toHaveTextContent('Aurora Live');
    expect(screen.getByRole('button', { name: 'Aurora Live' }).style.backgroundImage).toBe('');
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((x) => x.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe([160, 320, 480].map((w) => `https://api.test/static/common/bg/Aurora%20Live.${w}w.avif ${w}w`).join(', '));
    expect(sources[0]!.getAttribute('sizes')).toBe('180px');
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe('https://api.test/static/common/bg/Aurora%20Live.160w.png');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt'), img.getAttribute('loading')]).toEqual(['160', '96', '', 'eager']);
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

describe('GridCard game thumbnail (issue 48 §3)', () => {
  const game = (id: number) => gameCard({ id, game_title: 'Golden Koi', game_image: 'https://api.test/static/common/game/astro-reels/golden-koi.png', category: 'Slots', is_service: 1 });

  it('is a <picture> of AVIF and WebP sources in 1×/2×/3× widths over a PNG <img> with width and height, decorative', () => {
    const { container } = render(<GridCard item={game(3)} width={180.4} />);
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe([192, 384, 576].map((w) => `https://api.test/static/common/game/astro-reels/golden-koi.${w}w.avif ${w}w`).join(', '));
    expect(sources[1]!.getAttribute('sizes')).toBe('181px');
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe('https://api.test/static/common/game/astro-reels/golden-koi.192w.png');
    expect(img.getAttribute('srcset')).toContain('golden-koi.576w.png 576w');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['192', '128', '']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    // no CSS background as well (it would be a second download), and the game is named by the button and the HTML title
    expect(screen.getByRole('button', { name: 'Golden Koi' }).style.backgroundImage).toBe('');
    expect(screen.getByTestId('grid-card-title')).toHaveTextContent('Golden Koi');
    expect(screen.queryByRole('img')).toBeNull(); // alt="": presentational, not announced
  });

  it('loads with the page in the first rows, the first one asked for first; sizes by window width when the card\'s is unknown', () => {
    const { container } = render(<><GridCard item={game(4)} eager priority /><GridCard item={game(5)} eager /></>);
    const imgs = [...container.querySelectorAll('picture img')];
    expect(imgs.map((i) => [i.getAttribute('loading'), i.getAttribute('fetchpriority')])).toEqual([['eager', 'high'], ['eager', null]]);
    expect(container.querySelector('picture source')!.getAttribute('sizes')).toBe('(min-width: 1280px) 16vw, (min-width: 960px) 25vw, calc(50vw - 26px)');
  });

  it('keeps any other image URL as a CSS background (no variants to offer)', () => {
    const item = gameCard({ id: 6, game_title: 'Elsewhere', game_image: 'https://cdn.example/elsewhere.jpg', category: 'Slots', is_service: 1 });
    const { container } = render(<GridCard item={item} eager />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' }).style.backgroundImage).toContain('cdn.example/elsewhere.jpg');
  });
});
