// Drizzle mirror of the SQL migrations in ./migrations (the SQL is the source of truth; a test checks that
// every column declared here exists). Money columns are bigint in the database and safe integers in
// JavaScript (mode 'number'): won amounts stay far below 2^53.
import {
  bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import { DEPOSIT_STATUSES, LEDGER_TYPES, OPERATOR_ROLES, POINT_LEDGER_TYPES, WITHDRAW_STATUSES } from '@casino/shared/contract';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const members = pgTable('members', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  referralCode: text('referral_code'),
  bankName: text('bank_name').notNull(),
  bankAccount: text('bank_account').notNull(),
  bankHolder: text('bank_holder').notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  rolling: bigint('rolling', { mode: 'number' }).notNull().default(0),
  status: text('status', { enum: ['active', 'suspended'] }).notNull().default('active'),
  selfExcludedUntil: ts('self_excluded_until'),
  depositLimitDaily: bigint('deposit_limit_daily', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastLoginAt: ts('last_login_at'),
  // responsible gaming and compliance (0006_responsible.sql; SQL in repositories/responsible-repository.ts)
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  kycStatus: text('kyc_status', { enum: ['unverified', 'pending', 'verified'] }).notNull().default('unverified'),
  verifiedName: text('verified_name'),
  // running totals (0009_running_totals.sql): unread memos less broadcasts; lifetime bets and wins
  memoUnreadOffset: bigint('memo_unread_offset', { mode: 'number' }).notNull().default(0),
  playBets: bigint('play_bets', { mode: 'number' }).notNull().default(0),
  playWins: bigint('play_wins', { mode: 'number' }).notNull().default(0),
});

export const operators = pgTable('operators', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status', { enum: ['active', 'suspended'] }).notNull().default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastLoginAt: ts('last_login_at'),
  // back office (0008_backoffice.sql)
  role: text('role', { enum: OPERATOR_ROLES }).notNull().default('owner'),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  // issue 44 (0013_access_safety.sql): an owner reset the password; the next sessions must change it first
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

// TOTP recovery codes (0013_access_safety.sql): SHA-256 only, each used once
export const operatorRecoveryCodes = pgTable('operator_recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// member password resets issued by support (0013_access_safety.sql): SHA-256 of the token, single use
export const memberPasswordResets = pgTable('member_password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  issuedBy: bigint('issued_by', { mode: 'number' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }),
  operatorId: bigint('operator_id', { mode: 'number' }),
  authTokenHash: text('auth_token_hash'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(), // 0008
  ip: text('ip'),
  enrolOnly: boolean('enrol_only').notNull().default(false),
  // the member's play_bets / play_wins when the session began (set by a trigger, 0008)
  playBetsAtStart: bigint('play_bets_at_start', { mode: 'number' }).notNull().default(0),
  playWinsAtStart: bigint('play_wins_at_start', { mode: 'number' }).notNull().default(0),
});

// Back office (0008_backoffice.sql)
export const operatorSettings = pgTable('operator_settings', {
  id: integer('id').primaryKey().default(1),
  totpRequired: boolean('totp_required').notNull().default(false),
  idleMinutes: integer('idle_minutes').notNull().default(30),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

export const operatorAudit = pgTable('operator_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' }),
  operator: text('operator').notNull(),
  role: text('role').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull().default(''),
  targetId: text('target_id').notNull().default(''),
  memberId: bigint('member_id', { mode: 'number' }),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// The ledger types are part of the contract (API.md "Money"); the wallet forms label them.
export { LEDGER_TYPES, type LedgerType } from '@casino/shared/contract';

export const ledger = pgTable('ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  type: text('type', { enum: LEDGER_TYPES }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  before: bigint('before', { mode: 'number' }).notNull(),
  after: bigint('after', { mode: 'number' }).notNull(),
  ref: text('ref'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// Wallet (0002_wallet.sql)
export const pointLedger = pgTable('point_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  type: text('type', { enum: POINT_LEDGER_TYPES }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  before: bigint('before', { mode: 'number' }).notNull(),
  after: bigint('after', { mode: 'number' }).notNull(),
  ref: text('ref'),
  note: text('note'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const depositRequests = pgTable('deposit_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('waiting'),
  reason: text('reason'),
  ledgerId: bigint('ledger_id', { mode: 'number' }),
  decidedBy: bigint('decided_by', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  processedAt: ts('processed_at'),
});

export const withdrawalRequests = pgTable('withdrawal_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status', { enum: WITHDRAW_STATUSES }).notNull().default('waiting'),
  reason: text('reason'),
  ledgerId: bigint('ledger_id', { mode: 'number' }).notNull(),
  refundLedgerId: bigint('refund_ledger_id', { mode: 'number' }),
  decidedBy: bigint('decided_by', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  processedAt: ts('processed_at'),
});

export const depositAccounts = pgTable('deposit_accounts', {
  domain: text('domain').primaryKey(),
  bankName: text('bank_name').notNull(),
  bankAccount: text('bank_account').notNull(),
  holder: text('holder').notNull(),
  notes: text('notes').notNull().default(''),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

export const operatorIdempotencyKeys = pgTable('operator_idempotency_keys', {
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  sequence: text('sequence').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  response: jsonb('response'),
  requestDigest: text('request_digest'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.operatorId, t.sequence] })]);

export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull(),
  ip: text('ip').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  clearedAt: ts('cleared_at'),
  kind: text('kind', { enum: ['password', 'totp'] }).notNull().default('password'), // 0013
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  sequence: text('sequence').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  response: jsonb('response'),
  requestDigest: text('request_digest'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.memberId, t.sequence] })]);

export const siteConfigs = pgTable('site_configs', {
  domain: text('domain').primaryKey(),
  isDefault: boolean('is_default').notNull().default(false),
  title: text('title').notNull(),
  variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
  webVariables: jsonb('web_variables').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Moved by a trigger on every UPDATE (0011): /api/cnf's cache reads only this per request. */
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
});

export const remoteRegistry = pgTable('remote_registry', {
  domain: text('domain').notNull(),
  name: text('name').notNull(),
  baseUrl: text('base_url').notNull(),
  version: text('version').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  // 0008: progressive delivery (at most one canary beside the stable version)
  canaryVersion: text('canary_version'),
  canaryPercent: integer('canary_percent').notNull().default(0),
  canaryMembers: jsonb('canary_members').$type<number[]>().notNull().default([]),
  canaryLabels: jsonb('canary_labels').$type<string[]>().notNull().default([]),
}, (t) => [primaryKey({ columns: [t.domain, t.name] })]);

export const memos = pgTable('memos', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  createdBy: bigint('created_by', { mode: 'number' }), // 0004
});

export const memoReads = pgTable('memo_reads', {
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  memoId: bigint('memo_id', { mode: 'number' }).notNull(),
  readAt: ts('read_at'),
  deletedAt: ts('deleted_at'),
}, (t) => [primaryKey({ columns: [t.memberId, t.memoId] })]);

// Support (0004_support.sql)
export const notices = pgTable('notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  popup: boolean('popup').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  createdBy: bigint('created_by', { mode: 'number' }),
  deletedAt: ts('deleted_at'),
  seedKey: text('seed_key'),
});

export const inquiries = pgTable('inquiries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  status: text('status', { enum: ['pending', 'answered'] }).notNull().default('pending'),
  answer: text('answer'),
  answeredAt: ts('answered_at'),
  answeredBy: bigint('answered_by', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const faqEntries = pgTable('faq_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  seedKey: text('seed_key'),
});

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  ip: text('ip').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const schema = {
  members, operators, sessions, ledger, loginFailures, idempotencyKeys, siteConfigs, remoteRegistry, memos, memoReads,
  pointLedger, depositRequests, withdrawalRequests, depositAccounts, operatorIdempotencyKeys,
  notices, inquiries, faqEntries, contactMessages, operatorSettings, operatorAudit,
  operatorRecoveryCodes, memberPasswordResets,
};
