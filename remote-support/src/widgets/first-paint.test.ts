// The home page's notice popup renders no antd (a native <dialog>), so the lobby loads none (issue 19,
// docs/decisions/009-first-paint-without-antd.md; the host mounts it with `antd={false}`).
jest.mock('antd', () => { throw new Error('antd was imported by the notice popup'); });

test('the notice popup widget imports no antd', async () => {
  await expect(import('./notice-popup')).resolves.toHaveProperty('default');
});
