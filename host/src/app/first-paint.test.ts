// The first paint of the shell and the lobby loads no antd (issue 19, docs/decisions/009-first-paint-without-antd.md):
// no module on that path may import antd or its icons. If one does, importing it here fails.
jest.mock('antd', () => { throw new Error('antd was imported on the first paint'); });
jest.mock('@ant-design/icons', () => { throw new Error('@ant-design/icons was imported on the first paint'); });
jest.mock('@ant-design/cssinjs', () => { throw new Error('@ant-design/cssinjs was imported on the first paint'); });

test('@casino/shared, the app root, the shell, its layouts, the lobby and its phone tutorial import no antd', async () => {
  await expect(import('@casino/shared')).resolves.toHaveProperty('LoadingText');
  for (const load of [
    () => import('./app'), () => import('./shell'), () => import('./router'), () => import('../layouts/dashboard-layout'),
    () => import('../layouts/fullpage-layout'), () => import('../pages/home'), () => import('../pages/home-eight'),
    () => import('../pages/splash'), () => import('../pages/config-failed'), () => import('../pages/preparing'),
    () => import('../features/tutorial/tutorial'), () => import('../features/tutorial/tutorial-dialog'), // native since issue 48 §2
  ]) await expect(load()).resolves.toBeDefined();
});

test('what renders antd imports it (so this test would see a first-paint module that did)', async () => {
  await expect(import('../components/antd-scope')).rejects.toThrow('antd was imported');
  await expect(import('../pages/not-found')).rejects.toThrow('antd was imported');
});
