// The deposit page renders no antd (its route says `antd: false`, so the host gives it no antd providers and loads no
// antd for it: issue 48, a page members land on from a phone). If it, or a component it draws, imports antd, this fails.
jest.mock('antd', () => { throw new Error('antd was imported by the deposit page'); });
jest.mock('antd/es/table', () => { throw new Error('antd/es/table was imported by the deposit page'); });

test('the deposit page imports no antd, and its route says so', async () => {
  await expect(import('./deposit-page')).resolves.toBeDefined();
  const manifest = (await import('../routes')).default;
  expect(manifest.routes.find((r) => r.name === 'wallet-depositpage')?.antd).toBe(false);
});

test('the history page still renders antd (it is drawn inside antd\'s providers)', async () => {
  await expect(import('./history-page')).rejects.toThrow(/antd/);
  const manifest = (await import('../routes')).default;
  expect(manifest.routes.find((r) => r.name === 'wallet-history')?.antd).toBeUndefined();
});
