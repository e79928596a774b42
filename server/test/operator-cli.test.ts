// Issue 44 §4: `bootstrap-owner` creates the site's first owner straight in the database — one time only, a random
// password printed once (the first login must change it), TOTP enrolled (otpauth URI and secret) and ten
// recovery codes. The test runs it on a database, then logs the owner in through the API on that database.
import { OperatorPaths as P } from '@casino/shared/contract';
import { buildApp } from '../src/app';
import { resolveConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { databaseOptions } from '../src/plugins/db';
import { bootstrapOwner, ownerReport } from '../src/operator-cli';
import { createPasswordHasher } from '../src/security/passwords';
import { createSecretBox } from '../src/security/totp-secrets';
import { totpCode } from '../src/services/operator-totp';
import { backends, bearer, json, post, TEST_JWT_SECRET } from './helper';

const KEY = Buffer.alloc(32, 5).toString('base64');

describe.each(backends())('bootstrap-owner (%s)', (backend) => {
  it('creates the first owner once, with TOTP and recovery codes; the first login must change the password', async () => {
    const options = {
      env: { NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: KEY }, logger: false as const, jwtSecret: TEST_JWT_SECRET, demoData: false,
      housekeepingIntervalMs: 0, rateLimitPerMinute: 0, passwordHashing: { memoryCost: 4096, timeCost: 1 }, ...backend.options(),
    };
    const config = resolveConfig(options);
    const database = await openDatabase(databaseOptions(config));
    await migrate(database);
    const deps = { passwords: createPasswordHasher(config.passwordHashing), box: createSecretBox(config.totpKey) };
    const owner = await bootstrapOwner(database.db, deps, 'siteowner');
    expect(owner.password.length).toBeGreaterThanOrEqual(20);
    expect(owner.uri).toMatch(/^otpauth:\/\/totp\/.*siteowner.*secret=/i);
    expect(owner.recoveryCodes).toHaveLength(10);
    const printed = ownerReport(owner);
    for (const text of [owner.password, owner.secret, owner.uri, ...owner.recoveryCodes]) expect(printed).toContain(text);
    // one time only
    await expect(bootstrapOwner(database.db, deps, 'another')).rejects.toThrow(/refused: the site already has 1 active owner/);
    await expect(bootstrapOwner(database.db, deps, 'Bad Name')).rejects.toThrow(/--username/);

    const app = await buildApp(options, { config, opening: Promise.resolve(database) }); // the server, on that database
    try {
      await app.ready();
      expect(json(await post(app, P.login, { username: 'siteowner', password: owner.password })).msg).toBe('totp_required');
      const login = json(await post(app, P.login, { username: 'siteowner', password: owner.password, totp: totpCode(owner.secret) }));
      expect(login.data.operator).toMatchObject({ role: 'owner', totp_enabled: true, enrol_only: false, must_change_password: true });
      const blocked = await app.inject({ method: 'GET', url: P.operators, headers: bearer(login.data.jwt) });
      expect(json(blocked).msg).toBe('password_change_required');
      const changed = json(await post(app, P.password, { current_password: owner.password, new_password: 'the-owners-own-1' }, { headers: bearer(login.data.jwt) }));
      expect(changed.data.must_change_password).toBe(false);
      expect(json(await app.inject({ method: 'GET', url: P.operators, headers: bearer(login.data.jwt) })).code).toBe(0);
      // a recovery code stands in for the phone
      expect(json(await post(app, P.login, { username: 'siteowner', password: 'the-owners-own-1', totp: owner.recoveryCodes[0] })).code).toBe(0);
    } finally {
      await app.close();
    }
  });
});
