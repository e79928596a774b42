// The reads the browser sends without the member's credential (PUBLIC_READS in @casino/shared, issue 19: no CORS
// preflight for them on a member's page) must answer a visitor, and answer a member exactly as they answer a
// visitor: nothing in them may depend on who asks.
import { isPublicRead, Paths, PUBLIC_READS } from '@casino/shared/contract';
import { backends, bearer, createMember, json, setupApp } from '../helper';

describe.each(backends())('public reads ($name)', (backend) => {
  const t = setupApp(backend);

  it('answer a visitor, and a member the same', async () => {
    const { jwt } = await createMember(t.app);
    const list = json(await t.app.inject({ method: 'GET', url: `${Paths.notices}?page=1&size=5` }));
    expect(list.data.list.length).toBeGreaterThan(0);
    const urls = [...PUBLIC_READS.map((p) => (p === Paths.notices ? `${p}?page=1&size=5` : p)), Paths.notice(list.data.list[0].id)];
    for (const url of urls) {
      expect(isPublicRead(url.split('?')[0])).toBe(true);
      const visitor = await t.app.inject({ method: 'GET', url });
      const member = await t.app.inject({ method: 'GET', url, headers: bearer(jwt) });
      expect({ url, status: visitor.statusCode, code: json(visitor).code }).toEqual({ url, status: 200, code: 0 });
      expect({ url, body: member.body }).toEqual({ url, body: visitor.body });
    }
  });

  it('do not include a member-only read', () => {
    for (const path of [Paths.init, Paths.provider, Paths.memos, Paths.walletAccount, Paths.remotes, Paths.config]) expect(isPublicRead(path)).toBe(false);
  });
});
