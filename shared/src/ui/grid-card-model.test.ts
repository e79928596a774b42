import { CARD_ROW_STEPS, canFavourite, cardColumns, cardsPerRow, cardTitleFontSize, gameCard, isImageUrl, launchesDirectly, providerCard } from './grid-card-model';

describe('isImageUrl', () => {
  it.each([
    'https://cdn.test/logo.svg', 'http://x.test/a', '/static/logo.png', 'logo.JPG', 'a/b.jpeg', 'x.gif', 'pic.webp?v=2',
    'data:image/png;base64,AAAA', ' https://x.test/y ',
  ])('%s looks like an image', (url) => expect(isImageUrl(url)).toBe(true));

  it.each(['Aurora Live', '', undefined, null, 'png', 'logo.pngx', 'data:text/html,hi', 'www.example.com/logo'])(
    '%s is text', (text) => expect(isImageUrl(text as string)).toBe(false),
  );
});

describe('CARD_ROW_STEPS', () => {
  it('states cardsPerRow as steps from a width up (what a first screen drawn without a window lays out by CSS)', () => {
    expect(CARD_ROW_STEPS).toEqual([{ minWidth: 0, perRow: 2 }, { minWidth: 960, perRow: 4 }, { minWidth: 1280, perRow: 6 }]);
    for (const width of [320, 412, 599, 600, 959, 960, 1279, 1280, 1920, 2600]) {
      const step = [...CARD_ROW_STEPS].reverse().find((s) => width >= s.minWidth)!;
      expect(step.perRow).toBe(cardsPerRow(width));
    }
  });
});

describe('card derivation', () => {
  it('derives a provider card: name from the title (its HTML title: no logo picture), background from the static host by title, category from is_casino', () => {
    expect(providerCard({ id: 7, title: 'Blue Lotus Casino', is_casino: 1 }, 'https://api.test/static')).toEqual({
      id: 'provider-7', refId: 7, kind: 'provider', name: 'Blue Lotus Casino', category: 'casino',
      backgroundImage: 'https://api.test/static/common/bg/Blue%20Lotus%20Casino.png',
    });
    expect(providerCard({ id: 8, title: 'Astro Reels', is_casino: 0 }, '').category).toBe('slot');
  });

  it("derives a game card: 'Slots' is a slot, anything else casino; the title is the card's text", () => {
    const slot = gameCard({ id: 3, game_title: 'Golden Koi', game_image: 'https://api.test/g.png', category: 'Slots', is_service: 0 });
    expect(slot).toMatchObject({ id: 'game-3', refId: 3, kind: 'game', name: 'Golden Koi', logo: 'Golden Koi', backgroundImage: 'https://api.test/g.png', category: 'slot', is_service: 0 });
    expect(gameCard({ id: 4, game_title: 'Baccarat', game_image: '', category: 'Live Casino', is_service: 1 }).category).toBe('casino');
    expect(gameCard({ id: 5, game_title: 'Mines', game_image: '', category: 'Arcade', is_service: 1 }).category).toBe('casino');
  });

  it('shows the star for casino items and items in service only; launches those directly', () => {
    const game = (category: string, is_service: 0 | 1) => gameCard({ id: 1, game_title: 'x', game_image: '', category, is_service });
    expect(canFavourite(game('Live Casino', 0))).toBe(true);
    expect(canFavourite(game('Slots', 1))).toBe(true);
    expect(canFavourite(game('Slots', 0))).toBe(false);
    expect(canFavourite({ ...game('Slots', 1), id: undefined })).toBe(false);
    expect(launchesDirectly(game('Live Casino', 0))).toBe(true);
    expect(launchesDirectly(game('Slots', 0))).toBe(false);
    expect(launchesDirectly(providerCard({ id: 1, title: 'P', is_casino: 1 }, ''))).toBe(false);
  });
});

describe('grid layout', () => {
  it('spans 6 / sm 6 / md 3 / lg 2 of 12 columns: 2, 2, 4, 6 cards per row', () => {
    expect([390, 599, 600, 959, 960, 1279, 1280, 1920].map((w) => cardColumns(w))).toEqual([6, 6, 6, 6, 3, 3, 2, 2]);
    expect([390, 700, 1000, 1400].map((w) => cardsPerRow(w))).toEqual([2, 2, 4, 6]);
    expect(cardsPerRow(1400, 6)).toBe(2); // fixed (the drawer's provider grid)
  });

  it('scales the title between 20 and 36 px with the window width relative to 1200', () => {
    expect(cardTitleFontSize(1200)).toBe(36);
    expect(cardTitleFontSize(2400)).toBe(36);
    expect(cardTitleFontSize(900)).toBe(27);
    expect(cardTitleFontSize(390)).toBe(20);
    expect(cardTitleFontSize(1280, 147)).toBe(25); // six narrow cards a row
    expect(cardTitleFontSize(1280, 60)).toBe(20); // never below 20
    expect(cardTitleFontSize(1920, 400)).toBe(36);
  });
});
