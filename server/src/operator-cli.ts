// `node server/dist/operator-cli.js bootstrap-owner --username <name>` (or `npm run operator -- bootstrap-owner
// --username <name>`): creates the site's first owner directly in the database (DATABASE_URL, else PGlite in
// DATA_DIR/db — stop the server first: the embedded database serves one process per folder). One time only: it
// refuses when an active owner exists. The owner gets a random password (to be changed at the first login), TOTP
// enrolled, and ten recovery codes — all printed once. Issue 44: the way to go live instead of demo passwords.
import crypto from 'node:crypto';
import { loadDotEnv, resolveConfig } from './config';
import { openDatabase, type Db } from './db/client';
import { migrate } from './db/migrate';
import { countActiveOwners, insertOperator, updateOperator } from './repositories/operators-repository';
import { createPasswordHasher, type PasswordHasher } from './security/passwords';
import { createSecretBox, type SecretBox } from './security/totp-secrets';
import { issueRecoveryCodes, newTotpSecret, totpUri } from './services/operator-totp';

export const OWNER_USERNAME_RE = /^[a-z0-9_-]{3,30}$/;

export interface BootstrappedOwner { id: number; username: string; password: string; secret: string; uri: string; recoveryCodes: string[] }

/** Creates the first owner; throws a readable Error when an active owner exists or the username is unusable. */
export async function bootstrapOwner(db: Db, deps: { passwords: PasswordHasher; box: SecretBox }, username: string): Promise<BootstrappedOwner> {
  if (!OWNER_USERNAME_RE.test(username)) throw new Error(`--username "${username}": 3–30 characters of a–z, 0–9, _ and -`);
  const password = crypto.randomBytes(15).toString('base64url'); // 20 characters, 120 bits
  const passwordHash = await deps.passwords.hash(password);
  const secret = newTotpSecret();
  return db.transaction(async (tx) => {
    const owners = await countActiveOwners(tx);
    if (owners > 0) {
      throw new Error(`refused: the site already has ${owners} active owner(s). bootstrap-owner creates the first one only; `
        + 'an owner creates further operators and resets passwords in the back office.');
    }
    const row = await insertOperator(tx, { username, passwordHash, role: 'owner', mustChangePassword: true });
    if (!row) throw new Error(`refused: an operator named "${username}" exists (not an active owner); choose another --username`);
    await updateOperator(tx, row.id, { totpSecret: deps.box.seal(secret, row.id) });
    const recoveryCodes = await issueRecoveryCodes(tx, row.id);
    return { id: row.id, username, password, secret, uri: totpUri(secret, username), recoveryCodes };
  });
}

export function ownerReport(owner: BootstrappedOwner): string {
  return [
    `Owner "${owner.username}" created (operator #${owner.id}). Shown once: keep these in your password manager now.`,
    '',
    `  password        ${owner.password}`,
    '                  (temporary: the first login must set a new one)',
    `  TOTP secret     ${owner.secret}`,
    `  otpauth URI     ${owner.uri}`,
    '                  (add it to an authenticator app; the login asks for its 6-digit code)',
    '  recovery codes  (each one works once in place of a code, e.g. when the phone is lost)',
    ...owner.recoveryCodes.map((code) => `                  ${code}`),
    '',
  ].join('\n');
}

const USAGE = 'usage: operator-cli bootstrap-owner --username <name>';

export async function runCli(argv: string[], out: (text: string) => void = (t) => process.stdout.write(t)): Promise<void> {
  const [command, ...args] = argv;
  if (command !== 'bootstrap-owner') throw new Error(USAGE);
  const at = args.indexOf('--username');
  const username = at >= 0 ? args[at + 1] : undefined;
  if (!username) throw new Error(USAGE);
  loadDotEnv();
  const config = resolveConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await migrate(database);
    const owner = await bootstrapOwner(database.db, { passwords: createPasswordHasher(config.passwordHashing), box: createSecretBox(config.totpKey) }, username);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDir}`;
    out(`${ownerReport(owner)}Database: ${where}\n`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).catch((err: unknown) => {
    process.stderr.write(`bootstrap-owner failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
