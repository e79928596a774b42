// The lobby pages render no antd (their routes say `antd: false`, so the host gives them no antd providers and
// loads no antd for them: issue 19, docs/decisions/009-first-paint-without-antd.md). If one imports antd, this fails.
jest.mock('antd', () => { throw new Error('antd was imported by a lobby page'); });

test('the slot, live casino, nine-slot, arcade and sports pages import no antd, and their routes say so', async () => {
  for (const load of [() => import('./game-slot'), () => import('./game-livecasino'), () => import('./game-slotnine'), () => import('./game-arcade'), () => import('./game-sports')]) {
    await expect(load()).resolves.toBeDefined();
  }
  const manifest = (await import('../routes')).default;
  expect(manifest.routes.filter((r) => r.antd !== false).map((r) => r.name)).toEqual([]);
});

test('the game frame renders antd (it is a widget inside antd\'s providers)', async () => {
  await expect(import('../widgets/game-frame')).rejects.toThrow('antd was imported');
});
