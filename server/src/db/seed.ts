// Start-up seeding. Inserts only what is missing and never overwrites a row, so an operator's change (a
// rolled-back remote, a new title) survives restarts. The site configuration and remote registry are always
// seeded (the site cannot load without them); demo accounts and memos only with DEMO_DATA (development: unless 0;
// production: only DEMO_DATA=1, and a production start without it refuses a database that still holds a demo
// account with its published password — issue 44).
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared/contract';
import type { AppConfig } from '../config';
import { isVersion } from '../domain/remotes';
import type { PasswordHasher } from '../security/passwords';
import { firstRow, sql, type Db } from './client';
import { seedSupport } from './seed-support';
import { seedDemoDepositAccount, seedDemoMoney } from './seed-wallet';
import { seedGames } from './seed-games';
import { seedHouse } from './seed-house';
import { seedResponsible } from './seed-responsible';

export interface SeedSite {
  domain: string;
  isDefault: boolean;
  title: string;
  variables: Record<string, unknown>;
  webVariables: Record<string, unknown>;
}

export const SEED_SITES: SeedSite[] = [
  {
    domain: 'localhost',
    isDefault: true,
    title: '카지노 데모',
    variables: {
      currency: 'KRW', default_language: 'ko', support_hours: '24/7',
      // Shown on the licence and legal pages; demo values that an operator must replace before going live.
      operator_company: 'Demo Operator (demo)', licence_authority: 'Demo Licensing Authority (demo)',
      licence_number: 'DEMO-0000', support_email: 'support@casino.local',
    },
    webVariables: { theme: 'dark', style: 'modern', layout: 'list-layout' },
  },
  {
    domain: 'demo.casino.local',
    isDefault: false,
    title: '카지노 데모 라운지',
    variables: {
      currency: 'KRW', default_language: 'ko', support_hours: '24/7',
      // Shown on the licence and legal pages; demo values that an operator must replace before going live.
      operator_company: 'Demo Operator (demo)', licence_authority: 'Demo Licensing Authority (demo)',
      licence_number: 'DEMO-0000', support_email: 'support@casino.local',
    },
    webVariables: { theme: 'dark', style: 'modern', layout: 'list-layout' },
  },
];

export const DEMO_MEMBER = {
  nickname: '데모회원',
  email: 'demo@casino.local',
  phone: '01012345678',
  bankName: 'KB국민은행',
  bankAccount: '12345678901234',
  bankHolder: '김데모',
  balance: 1_000_000,
  points: 35_000,
};

/** The version in `<repo>/remote-<name>/package.json`, else 1.0.0. */
export function remoteVersion(repoRoot: string, name: RemoteName): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, `remote-${name}`, 'package.json'), 'utf8')) as { version?: unknown };
    if (typeof pkg.version === 'string' && isVersion(pkg.version)) return pkg.version;
  } catch {
    // no such package (yet): fall through
  }
  return '1.0.0';
}

export async function seedSite(db: Db, config: AppConfig): Promise<void> {
  // Two statements whatever the number of sites and remotes: a restart on existing data is mostly these checks.
  await db.transaction(async (tx) => {
    // no conflict target: also yields to another default site an operator may have chosen
    await tx.execute(sql`
      INSERT INTO site_configs (domain, is_default, title, variables, web_variables)
      VALUES ${sql.join(SEED_SITES.map((site) => sql`(${site.domain}, ${site.isDefault}, ${site.title}, ${JSON.stringify(site.variables)}::jsonb, ${JSON.stringify(site.webVariables)}::jsonb)`), sql`, `)}
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO remote_registry (domain, name, base_url, version)
      SELECT s.domain, r.name, r.base_url, r.version
      FROM site_configs s,
           (VALUES ${sql.join(REMOTE_NAMES.map((name) => sql`(${name}, ${config.remoteUrls[name]}, ${remoteVersion(config.repoRoot, name)})`), sql`, `)}) AS r (name, base_url, version)
      WHERE s.domain IN (${sql.join(SEED_SITES.map((site) => sql`${site.domain}`), sql`, `)})
      ON CONFLICT DO NOTHING`);
  });
  await seedSupport(db, config); // FAQ always; demo notices only when DEMO_DATA is not 0
  await seedGames(db, config); // house provider always; demo providers only when DEMO_DATA is not 0
  await seedHouse(db); // house games (slot, nine-slot, baccarat, arcade) always, after the games seed
  await seedResponsible(db); // compliance VARIABLES (min_age, blocked_countries, kyc_withdraw_threshold) where missing
}

/** Logged (warn) at every start of an explicit production demo (NODE_ENV=production with DEMO_DATA=1). */
export const PRODUCTION_DEMO_WARNING = '*** DEMO MODE IN PRODUCTION (DEMO_DATA=1) *** demo accounts with published passwords exist '
  + '(owner operator/operator1234 without TOTP, <name>-cashier|support|compliance with <role>1234, member demo/demo1234); TOTP is not '
  + 'mandatory. Never expose this to the public: unset DEMO_DATA and create the owner with `npm run operator -- bootstrap-owner` (docs/server.md).';

/** The demo accounts and their published passwords (config.demoAccounts and `<operator>-<role>` / `<role>1234`). */
export function demoCredentials(config: AppConfig): { table: 'operators' | 'members'; username: string; password: string }[] {
  const { operatorUsername, operatorPassword, memberUsername, memberPassword } = config.demoAccounts;
  return [
    { table: 'operators', username: operatorUsername, password: operatorPassword },
    ...DEMO_ROLES.map((role) => ({ table: 'operators' as const, username: `${operatorUsername}-${role}`.slice(0, 30), password: `${role}1234` })),
    { table: 'members', username: memberUsername, password: memberPassword },
  ];
}

/**
 * Production without DEMO_DATA=1: a demo account that still has its published password stops the start, with
 * the reason (issue 44). Changed passwords (or removed accounts) pass.
 */
export async function refuseDemoAccounts(db: Db, config: AppConfig, passwords: PasswordHasher): Promise<void> {
  const found: string[] = [];
  for (const account of demoCredentials(config)) {
    const row = account.table === 'operators'
      ? await firstRow<{ password_hash: string }>(db, sql`SELECT password_hash FROM operators WHERE username = ${account.username} AND status = 'active'`)
      : await firstRow<{ password_hash: string }>(db, sql`SELECT password_hash FROM members WHERE username = ${account.username} AND status = 'active'`);
    if (row && (await passwords.verify(row.password_hash, account.password))) found.push(`${account.username}/${account.password}`);
  }
  if (found.length > 0) {
    throw new Error(`NODE_ENV=production: the database holds demo accounts with their published passwords (${found.join(', ')}). `
      + 'Start with DEMO_DATA=1 only for a demo; for a real site use a database without demo data and create the owner with '
      + '`npm run operator -- bootstrap-owner --username <name>` (docs/server.md, "Before going live").');
  }
}

const DEMO_ROLES = ['cashier', 'support', 'compliance'] as const;

export async function seedDemo(db: Db, config: AppConfig, passwords: PasswordHasher): Promise<void> {
  const { operatorUsername, operatorPassword, memberUsername, memberPassword } = config.demoAccounts;

  const operator = await firstRow(db, sql`SELECT 1 AS found FROM operators WHERE username = ${operatorUsername}`);
  if (!operator) {
    const hash = await passwords.hash(operatorPassword);
    await db.execute(sql`INSERT INTO operators (username, password_hash, role) VALUES (${operatorUsername}, ${hash}, 'owner') ON CONFLICT DO NOTHING`);
  }
  // one demo operator for each other role (issue 16), password `<role>1234`; the demo owner above has no TOTP
  for (const role of DEMO_ROLES) {
    const username = `${operatorUsername}-${role}`.slice(0, 30);
    if (await firstRow(db, sql`SELECT 1 AS found FROM operators WHERE username = ${username}`)) continue;
    const roleHash = await passwords.hash(`${role}1234`);
    await db.execute(sql`INSERT INTO operators (username, password_hash, role) VALUES (${username}, ${roleHash}, ${role}) ON CONFLICT DO NOTHING`);
  }

  await seedDemoDepositAccount(db);

  const member = await firstRow(db, sql`SELECT 1 AS found FROM members WHERE username = ${memberUsername}`);
  if (member) return;
  const hash = await passwords.hash(memberPassword);
  await db.transaction(async (tx) => {
    const created = await firstRow<{ id: number }>(tx, sql`
      INSERT INTO members (username, password_hash, nickname, email, phone, bank_name, bank_account, bank_holder)
      VALUES (${memberUsername}, ${hash}, ${DEMO_MEMBER.nickname}, ${DEMO_MEMBER.email}, ${DEMO_MEMBER.phone},
              ${DEMO_MEMBER.bankName}, ${DEMO_MEMBER.bankAccount}, ${DEMO_MEMBER.bankHolder})
      ON CONFLICT DO NOTHING
      RETURNING id`);
    if (!created) return; // another process seeded it meanwhile
    const memberId = Number(created.id);
    await seedDemoMoney(tx, memberId, DEMO_MEMBER); // through the ledgers, like real money
    await tx.execute(sql`
      INSERT INTO memos (member_id, title, content) VALUES
        (${memberId}, '가입을 환영합니다', '데모 계정에 1,000,000원과 35,000 포인트가 지급되었습니다. 즐거운 시간 되세요.'),
        (NULL, '점검 안내', '매일 23:50 ~ 00:30 은행 점검 시간에는 입출금이 지연될 수 있습니다.')`);
  });
}
