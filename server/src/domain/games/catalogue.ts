// The demo games catalogue (fictional providers and games) and the always-present `house` provider. Plain
// data, deterministic, no database: the seed inserts it and scripts/generate-images.mjs draws its images.
import type { ProviderCategory } from '@casino/shared/contract';

export interface CatalogueGame {
  code: string;
  title: string;
  category: string;
  isService: boolean;
  isNew: boolean;
  isPopular: boolean;
}

export interface CatalogueProvider {
  code: string;
  title: string;
  category: ProviderCategory;
  games: CatalogueGame[];
}

export const HOUSE_PROVIDER_CODE = 'house';

const CASINO_PROVIDERS = [
  'Aurora Live', 'Blue Lotus Casino', 'Crown Table', 'Dragon Gate Live', 'Emerald Studio', 'Golden Deck',
  'Harbor Live', 'Imperial Dealer',
];
const SLOT_PROVIDERS = [
  'Astro Reels', 'Bamboo Spin', 'Cosmic Slots', 'Dynamo Games', 'Fortune Forge', 'Gem Garden', 'Jungle Jackpot',
  'Kitsune Play', 'Lucky Lantern', 'Mystic Reels', 'Neon Spin', 'Ocean Reels',
];
const ARCADE_PROVIDER = 'Pixel Arcade';

const LIVE_TABLES = [
  'Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'Lightning Roulette', 'Auto Roulette', 'Blackjack VIP',
  'Dragon Tiger', 'Sic Bo', 'Casino Holdem', 'Fan Tan', 'Andar Bahar', 'Money Wheel',
];
const SLOT_FIRST = ['Golden', 'Lucky', 'Wild', 'Mega', 'Royal', 'Crystal', 'Fire', 'Moon', 'Sweet', 'Thunder', 'Jade', 'Silver', 'Dragon', 'Starry'];
const SLOT_SECOND = ['Dragon', 'Fortune', 'Fruits', 'Tiger', 'Treasure', 'Gems', 'Panda', 'Koi', 'Pharaoh', 'Phoenix', 'Bonanza', 'Riches', 'Lanterns', 'Empire'];
const ARCADE_GAMES = [
  'Crash Rocket', 'Mines', 'Plinko', 'Hi Lo', 'Dice Duel', 'Keno Blast', 'Coin Flip', 'Tower Climb', 'Limbo', 'Wheel of Luck',
];
const HOUSE_GAMES: Array<[string, string, string]> = [
  ['house-slot', 'House Classic Slot', 'Slots'],
  ['house-fruits', 'House Fruit Slot', 'Slots'],
  ['house-roulette', 'House Roulette', 'Table'],
  ['house-blackjack', 'House Blackjack', 'Table'],
  ['house-baccarat', 'House Baccarat', 'Table'],
  ['house-dice', 'House Dice', 'Table'],
  ['house-hilo', 'House Hi Lo', 'Table'],
  ['house-wheel', 'House Wheel', 'Table'],
  ['house-keno', 'House Keno', 'Table'],
  ['house-crash', 'House Crash', 'Table'],
];

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Small deterministic generator so that each provider gets its own mix of names and flags. */
function rng(seedText: string) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (Math.imul(h ^ (h >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return h / 2 ** 32;
  };
}

function casinoGames(provider: string, index: number): CatalogueGame[] {
  const next = rng(provider);
  return LIVE_TABLES.slice(0, 10 + (index % 3)).map((table, i) => ({
    code: slug(table),
    title: i % 4 === 0 ? `${table} ${String.fromCharCode(65 + (index % 5))}` : table,
    category: 'Live Casino',
    isService: true,
    isNew: i === 0 || next() < 0.12,
    isPopular: i < 2 || next() < 0.15,
  }));
}

function slotGames(provider: string): CatalogueGame[] {
  const next = rng(provider);
  const titles = new Set<string>();
  while (titles.size < 12) {
    const title = `${SLOT_FIRST[Math.floor(next() * SLOT_FIRST.length)]} ${SLOT_SECOND[Math.floor(next() * SLOT_SECOND.length)]}`;
    if (!title.split(' ').every((w, _, all) => all.indexOf(w) === all.lastIndexOf(w))) continue; // "Dragon Dragon"
    titles.add(title);
  }
  return [...titles].map((title, i) => ({
    code: slug(title),
    title,
    category: 'Slots',
    // the last slot of each provider is "coming soon": listed, not launchable from the grid
    isService: i !== 11,
    isNew: i < 2 || next() < 0.15,
    isPopular: i === 2 || next() < 0.2,
  }));
}

/** The catalogue of demo providers (8 casino, 12 slot, 1 arcade), each with 10+ games. */
export function demoCatalogue(): CatalogueProvider[] {
  return [
    ...CASINO_PROVIDERS.map((title, i) => ({ code: slug(title), title, category: 'casino' as const, games: casinoGames(title, i) })),
    ...SLOT_PROVIDERS.map((title) => ({ code: slug(title), title, category: 'slot' as const, games: slotGames(title) })),
    {
      code: slug(ARCADE_PROVIDER), title: ARCADE_PROVIDER, category: 'arcade' as const,
      games: ARCADE_GAMES.map((title, i) => ({ code: slug(title), title, category: 'Arcade', isService: true, isNew: i < 3, isPopular: i % 3 === 0 })),
    },
  ];
}

/** The operator's own games: launchable through the same flow; a later issue makes them playable. */
export function houseProvider(): CatalogueProvider {
  return {
    code: HOUSE_PROVIDER_CODE,
    title: 'House',
    category: 'casino',
    games: HOUSE_GAMES.map(([code, title, category], i) => ({ code, title, category, isService: true, isNew: i < 2, isPopular: i === 2 })),
  };
}

/** Provider of the DEMO_GAMES_SCALE benchmark games. */
export const SCALE_PROVIDER = { code: 'scale-bench', title: 'Scale Bench', category: 'slot' as const };
