// The per-member limit on one-to-one inquiries (issue 14): INQUIRY_LIMIT_PER_HOUR (default 10) per rolling hour,
// counted in the database (inquiries.created_at, deleted ones included), so it holds across API processes; the
// next one answers HTTP 429 {code:4290,msg:"too_many_requests"} with Retry-After and writes nothing.
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import { toNumber } from '../../../src/db/values';
import { resolveSupportConfig } from '../../../src/routes/support/config';
import { backends, bearer, build, createMember, json, post, setupApp, type Member } from '../../helper';
import { nextSequence } from './support-helpers';

const write = (app: Parameters<typeof post>[0], m: Member, i: number, sequence = nextSequence()) =>
  post(app, '/support/inquiries', { title: `Question ${i}`, content: 'text' }, { headers: { ...bearer(m.jwt), 'x-sequence': sequence } });

const count = async (app: Parameters<typeof post>[0], m: Member) =>
  toNumber((await rows<{ n: unknown }>(app.db, sql`SELECT count(*) AS n FROM inquiries WHERE member_id = ${m.id}`))[0]!.n);

test('INQUIRY_LIMIT_PER_HOUR: default 10, 0 = off, anything else refused', () => {
  expect(resolveSupportConfig({})).toEqual({ inquiryLimitPerHour: 10 });
  expect(resolveSupportConfig({ INQUIRY_LIMIT_PER_HOUR: '3' })).toEqual({ inquiryLimitPerHour: 3 });
  expect(resolveSupportConfig({ INQUIRY_LIMIT_PER_HOUR: '0' })).toEqual({ inquiryLimitPerHour: 0 });
  for (const bad of ['-1', 'ten', '1.5']) expect(() => resolveSupportConfig({ INQUIRY_LIMIT_PER_HOUR: bad })).toThrow(/INQUIRY_LIMIT_PER_HOUR/);
});

describe.each(backends())('one-to-one inquiry limit ($name)', (backend) => {
  const t = setupApp(backend);

  it('the 11th inquiry within the hour answers 429 4290 and writes nothing; deleting does not free a slot', async () => {
    const m = await createMember(t.app);
    const first = await write(t.app, m, 0, 'limit-first');
    expect(json(first).code).toBe(0);
    for (let i = 1; i < 10; i++) expect(json(await write(t.app, m, i)).code).toBe(0);
    await t.app.inject({ method: 'DELETE', url: `/support/inquiries/${json(first).data.id}`, headers: { ...bearer(m.jwt), 'x-sequence': nextSequence() } });
    const refused = await write(t.app, m, 10);
    expect([refused.statusCode, json(refused)]).toEqual([429, { code: 4290, msg: 'too_many_requests', data: null }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await count(t.app, m)).toBe(10);
    // a retry of an accepted inquiry still answers its first answer
    expect(json(await write(t.app, m, 0, 'limit-first'))).toMatchObject({ code: 6000, data: { id: json(first).data.id } });
    // another member is not affected
    expect(json(await write(t.app, await createMember(t.app), 0)).code).toBe(0);
    // an hour later the slots are free again
    await t.app.db.execute(sql`UPDATE inquiries SET created_at = created_at - interval '61 minutes' WHERE member_id = ${m.id}`);
    expect(json(await write(t.app, m, 11)).code).toBe(0);
  });

  it('parallel inquiries cannot pass the limit', async () => {
    const m = await createMember(t.app);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => write(t.app, m, i)));
    expect(answers.filter((a) => a.statusCode === 200 && json(a).code === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429 && json(a).code === 4290)).toHaveLength(6);
    expect(await count(t.app, m)).toBe(10);
  });
});

describe.each(backends())('one-to-one inquiry limit shared by two API processes ($name)', (backend) => {
  it('counts in the database: two apps on one database share the limit', async () => {
    if (backend.name === 'pglite') return; // one PGlite folder is one process; the shared case needs PostgreSQL
    const first = await build(backend, { options: { env: { INQUIRY_LIMIT_PER_HOUR: '4' } } });
    try {
      const schema = first.config.pgSchema;
      const second = await build(backend, { options: { env: { INQUIRY_LIMIT_PER_HOUR: '4' }, pgSchema: schema, dropSchemaOnClose: false } });
      try {
        const m = await createMember(first);
        const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => write(i % 2 ? second : first, m, i)));
        expect(answers.filter((a) => json(a).code === 0)).toHaveLength(4);
        expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(4);
      } finally { await second.close(); }
    } finally { await first.close(); }
  });
});
