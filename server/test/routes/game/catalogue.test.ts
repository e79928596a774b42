import { sql } from 'drizzle-orm';
import { demoCatalogue, houseProvider } from '../../../src/domain/games/catalogue';
import { backends, bearer, createMember, json, setupApp } from '../../helper';

// Other providers may join the catalogue (house games add their own): check the seeded ones by title.
const SEEDED = new Map([...demoCatalogue(), houseProvider()].map((p) => [p.title, p]));

describe.each(backends())('games catalogue ($name)', (backend) => {
  const t = setupApp(backend, { options: { publicApiUrl: 'https://api.example.test' } });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  describe('GET /game/providers', () => {
    it('lists at least 8 casino and 12 slot providers, an arcade provider and the house provider', async () => {
      const body = json(await get('/game/providers'));
      expect(body.code).toBe(0);
      const list = body.data.list as Array<{ id: number; title: string; is_casino: number; category: string }>;
      expect(list.filter((p) => p.category === 'casino' && p.title !== 'House').length).toBeGreaterThanOrEqual(8);
      expect(list.filter((p) => p.category === 'slot').length).toBeGreaterThanOrEqual(12);
      expect(list.some((p) => p.category === 'arcade')).toBe(true);
      expect(list.find((p) => p.title === 'House')).toMatchObject({ is_casino: 1 });
      for (const p of list) expect(p.is_casino).toBe(p.category === 'casino' ? 1 : 0);
    });

    it('filters by category', async () => {
      const casino = json(await get('/game/providers?category=casino')).data.list as Array<{ is_casino: number }>;
      const slot = json(await get('/game/providers?category=slot')).data.list as Array<{ is_casino: number; category: string }>;
      expect(casino.length).toBeGreaterThanOrEqual(8);
      expect(casino.every((p) => p.is_casino === 1)).toBe(true);
      expect(slot.every((p) => p.is_casino === 0 && p.category === 'slot')).toBe(true);
      expect(json(await get('/game/providers?category=poker'))).toMatchObject({ code: 4001, field: 'category' });
    });

    it('does not list a hidden provider', async () => {
      await t.app.db.execute(sql`INSERT INTO game_providers (code, title, category, status) VALUES ('hidden-co', 'Hidden Co', 'slot', 'hidden')`);
      const list = json(await get('/game/providers')).data.list as Array<{ title: string }>;
      expect(list.map((p) => p.title)).not.toContain('Hidden Co');
    });
  });

  describe('GET /game/provider', () => {
    it("answers a provider's 10+ games in the legacy form with image URLs on the static host", async () => {
      const member = await createMember(t.app);
      const providers = json(await get('/game/providers')).data.list as Array<{ id: number; category: string; title: string }>;
      const seeded = providers.filter((p) => SEEDED.has(p.title));
      expect(seeded).toHaveLength(SEEDED.size);
      for (const provider of seeded) {
        const body = json(await get(`/game/provider?provider_id=${provider.id}`, member.jwt));
        expect(body).toMatchObject({ RESULT: true, code: 0, message: '' });
        expect(body.DATA).toEqual(body.data);
        expect(body.DATA.list.length).toBeGreaterThanOrEqual(10);
        expect(body.DATA.list.map((g: { game_title: string }) => g.game_title).sort()).toEqual(SEEDED.get(provider.title)!.games.map((g) => g.title).sort());
        for (const g of body.DATA.list) {
          expect(Object.keys(g).sort()).toEqual(['category', 'game_image', 'game_title', 'id', 'is_service']);
          expect(g.game_image).toMatch(/^https:\/\/api\.example\.test\/static\/common\/game\/[^/]+\/[^/]+\.png$/);
          expect([0, 1]).toContain(g.is_service);
          if (provider.category === 'slot') expect(g.category).toBe('Slots');
        }
      }
    });

    it('answers RESULT:false with a message for an unknown provider', async () => {
      const member = await createMember(t.app);
      const body = json(await get('/game/provider?provider_id=999999', member.jwt));
      expect(body).toMatchObject({ RESULT: false, code: 5005, message: 'item_not_found', DATA: null });
      expect(json(await get('/game/provider', member.jwt))).toMatchObject({ RESULT: false, code: 4000, field: 'provider_id' });
      expect(json(await get('/game/provider?provider_id=abc', member.jwt))).toMatchObject({ RESULT: false, code: 4001, field: 'provider_id' });
    });

    it('needs a member credential (403 in the legacy form)', async () => {
      const res = await get('/game/provider?provider_id=1');
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ RESULT: false, code: 4030, message: 'invalid_token' });
    });
  });

  describe('GET /game/list', () => {
    it('lists games with their provider, filtered by category, tag and title', async () => {
      const all = json(await get('/game/list')).data.list as Array<Record<string, unknown>>;
      expect(all.length).toBeGreaterThanOrEqual(8 * 10 + 12 * 10);
      expect(all[0]).toEqual(expect.objectContaining({ id: expect.any(Number), provider_id: expect.any(Number), game_title: expect.any(String) }));

      const slots = json(await get('/game/list?category=slot')).data.list as Array<{ category: string; provider_title: string }>;
      expect(slots.length).toBeGreaterThanOrEqual(120);
      expect(slots.filter((g) => SEEDED.has(g.provider_title)).every((g) => g.category === 'Slots')).toBe(true);
      expect(slots.some((g) => SEEDED.get(g.provider_title)?.category === 'casino')).toBe(false);

      const arcade = json(await get('/game/list?category=arcade')).data.list as Array<{ category: string; provider_title: string }>;
      expect(arcade.filter((g) => g.provider_title === 'Pixel Arcade')).toHaveLength(10);
      expect(arcade.some((g) => SEEDED.get(g.provider_title)?.category === 'slot')).toBe(false);

      const fresh = json(await get('/game/list?category=slot&tag=new')).data.list as Array<{ is_new: number }>;
      expect(fresh.length).toBeGreaterThan(0);
      expect(fresh.length).toBeLessThan(slots.length);
      expect(fresh.every((g) => g.is_new === 1)).toBe(true);
      const popular = json(await get('/game/list?tag=popular')).data.list as Array<{ is_popular: number }>;
      expect(popular.length).toBeGreaterThan(0);
      expect(popular.every((g) => g.is_popular === 1)).toBe(true);

      const found = json(await get(`/game/list?q=${encodeURIComponent('bACCarat')}`)).data.list as Array<{ game_title: string }>;
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((g) => g.game_title.toLowerCase().includes('baccarat'))).toBe(true);
    });

    it('treats LIKE wildcards in q literally', async () => {
      expect(json(await get('/game/list?q=%25')).data.list).toEqual([]);
      expect(json(await get('/game/list?q=_')).data.list).toEqual([]);
      expect(json(await get('/game/list?tag=hot'))).toMatchObject({ code: 4001, field: 'tag' });
    });
  });
});
