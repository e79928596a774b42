// /api/cnf keeps each site's cipher text until that site's config changes (issue 19): a repeat answers the very
// same text (no new AES salt), and a change of title, VARIABLES or WEB_VARIABLES is in the next answer.
import CryptoJS from 'crypto-js';
import { sql } from 'drizzle-orm';
import { backends, setupApp, TEST_CONFIG_KEY } from '../../helper';

const decrypt = (text: string) => JSON.parse(CryptoJS.AES.decrypt(text, TEST_CONFIG_KEY).toString(CryptoJS.enc.Utf8));

describe.each(backends())('GET /api/cnf cache ($name)', (backend) => {
  const t = setupApp(backend);
  const cnf = async (domain = 'localhost') => (await t.app.inject({ method: 'GET', url: `/api/cnf?domain=${domain}` })).body;

  it('answers the cached cipher text until the site config changes, then the new config', async () => {
    const first = await cnf();
    expect(await cnf()).toBe(first); // cached: the same salt and text
    await t.app.db.execute(sql`UPDATE site_configs SET title = 'Cache Test Title' WHERE domain = 'localhost'`);
    const afterTitle = await cnf();
    expect(afterTitle).not.toBe(first);
    expect(decrypt(afterTitle).config.VARIABLES.title).toBe('Cache Test Title');
    await t.app.db.execute(sql`UPDATE site_configs SET web_variables = web_variables || '{"theme":"light"}'::jsonb WHERE domain = 'localhost'`);
    expect(decrypt(await cnf()).config.WEB_VARIABLES.theme).toBe('light');
    await t.app.db.execute(sql`UPDATE site_configs SET variables = variables || '{"cache_probe":1}'::jsonb WHERE domain = 'localhost'`);
    expect(decrypt(await cnf()).config.VARIABLES.cache_probe).toBe(1);
  });

  it('keeps one answer per site: another domain gets its own config', async () => {
    const own = decrypt(await cnf('demo.casino.local')).config.VARIABLES.title;
    const fallback = decrypt(await cnf('unknown.example')).config.VARIABLES.title;
    expect(own).toBe('카지노 데모 라운지');
    expect(fallback).not.toBe(own);
  });
});
