// Where the responsible-gaming rules meet the data: each function reads what it needs (through the
// responsible repository) and answers a refusal envelope or null. The wallet policy, the games launch
// policy, the house/seamless bet policy and the auth routes call these and nothing else.
import type { IncomingHttpHeaders } from 'node:http';
import { Code, Msg, ResponsibleMsg, type Envelope, type ImposedRefusalData } from '@casino/shared/contract';
import type { Queryable } from '../db/client';
import { fail } from '../http/envelope';
import { findSiteConfig } from '../repositories/site-repository';
import {
  applyDueLimits, audit, currentLimits, depositUsage, latestExclusion, memberCompliance, minutesOfPlay, playState, recordLaunch,
  setDateOfBirth, type ExclusionRow, type PlayState,
} from '../repositories/responsible-repository';
import { requestDomain } from '../domain/site-config';
import { now } from '../domain/responsible/clock';
import {
  birthDateProblem, blockedCountriesOf, countryOf, effectiveLimit, minAgeOf, depositLimitBreach, isBlockedCountry, isExcluded, kycThresholdOf, sameHolder,
} from '../domain/responsible/rules';
import { seoulWindows } from '../domain/seoul-calendar';
import { DEFAULT_KYC_WITHDRAW_THRESHOLD, responsibleSettings } from '../domain/responsible/settings';

export type Refusal = Envelope<unknown>;

/** Who asks from where: the edge proxy's country and the site (domain) the page belongs to. */
export interface RequestOrigin { country: string | null; domain: string | undefined }

export function requestOrigin(headers: IncomingHttpHeaders): RequestOrigin {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return {
    country: countryOf(headers[responsibleSettings().countryHeader]),
    domain: requestDomain({ origin: one(headers.origin), referer: one(headers.referer), host: one(headers.host) }),
  };
}

export async function siteVariables(q: Queryable, domain: string | undefined): Promise<Record<string, unknown>> {
  const site = await findSiteConfig(q, domain);
  return (site?.variables ?? {}) as Record<string, unknown>;
}

/** 4030 jurisdiction_blocked when the request comes from a country the site lists in VARIABLES.blocked_countries. */
export async function jurisdictionRefusal(q: Queryable, origin: RequestOrigin): Promise<Refusal | null> {
  if (origin.country === null) return null;
  const blocked = blockedCountriesOf(await siteVariables(q, origin.domain));
  return isBlockedCountry(origin.country, blocked) ? fail(Code.AUTH_FAILED, ResponsibleMsg.jurisdiction_blocked) : null;
}

/**
 * The refusal of an exclusion in force: the member's own says self_excluded; one the site's team imposed (issue
 * 47 §4) says operator_excluded with the reason and the end time, so the member sees why and until when.
 */
export function excludedAnswer(exclusion: ExclusionRow | null): Refusal {
  if (exclusion && exclusion.imposedBy !== null && exclusion.imposedBy !== undefined) {
    const data: ImposedRefusalData = { reason: exclusion.reason ?? '', until: exclusion.until ? exclusion.until.toISOString() : null };
    return { code: Code.AUTH_FAILED, msg: ResponsibleMsg.operator_excluded, data };
  }
  return fail(Code.AUTH_FAILED, ResponsibleMsg.self_excluded);
}

export async function exclusionRefusal(q: Queryable, memberId: number, at = now()): Promise<Refusal | null> {
  const exclusion = await latestExclusion(q, memberId);
  return isExcluded(exclusion, at) ? excludedAnswer(exclusion) : null;
}

/** Deposits: not while excluded; not beyond the daily / weekly / monthly limit (waiting + completed requests). */
export async function depositRefusal(q: Queryable, memberId: number, amount: number): Promise<Refusal | null> {
  const at = now();
  const excluded = await exclusionRefusal(q, memberId, at);
  if (excluded) return excluded;
  const { limits } = await currentLimits(q, memberId, at);
  if (limits.deposit_daily === null && limits.deposit_weekly === null && limits.deposit_monthly === null) return null;
  const usage = await depositUsage(q, memberId, seoulWindows(at));
  const breach = depositLimitBreach({ daily: limits.deposit_daily, weekly: limits.deposit_weekly, monthly: limits.deposit_monthly }, usage, amount);
  if (!breach) return null;
  return { code: Code.PARAM_INVALID, msg: ResponsibleMsg[`deposit_limit_${breach.window}`], data: { limit: breach.limit, remaining: breach.remaining }, field: 'amount' };
}

/**
 * Withdrawals (allowed while excluded: members must always be able to take their money out): above the KYC
 * threshold only for a verified member; with a verified legal name, only to an account in that name.
 */
export async function withdrawRefusal(q: Queryable, memberId: number, amount: number): Promise<Refusal | null> {
  const member = await memberCompliance(q, memberId);
  if (!member) return null;
  if (member.verifiedName && !sameHolder(member.verifiedName, member.bankHolder)) {
    return fail(Code.PARAM_INVALID, ResponsibleMsg.bank_holder_mismatch, 'bank_holder');
  }
  const threshold = kycThresholdOf(await siteVariables(q, undefined), responsibleSettings().kycWithdrawThreshold, DEFAULT_KYC_WITHDRAW_THRESHOLD);
  if (amount > threshold && member.kycStatus !== 'verified') return fail(Code.PARAM_INVALID, ResponsibleMsg.kyc_required, 'amount');
  return null;
}

/** Minutes of play in the member's Seoul day containing `at`. */
export async function minutesToday(q: Queryable, memberId: number, at = now()): Promise<number> {
  const w = seoulWindows(at);
  return minutesOfPlay(q, memberId, w.dayStart, w.dayEnd);
}

/**
 * Launches and bets: not while excluded, not after today's session time limit is used up. `read` is the
 * member's play state when the caller has just read it (a bet: bet-policy.ts reads it once for both checks).
 */
export async function playRefusal(q: Queryable, memberId: number, read?: PlayState): Promise<Refusal | null> {
  const at = now();
  const state = read ?? await playState(q, memberId); // one statement: every bet asks this
  if (isExcluded(state.exclusion, at)) return excludedAnswer(state.exclusion);
  if (!state.session) return null;
  if (state.session.pendingEffectiveAt && state.session.pendingEffectiveAt.getTime() <= at.getTime()) {
    await applyDueLimits(q, memberId, at); // rare: a cooling-off just ended
  }
  const limit = effectiveLimit(state.session, at);
  if (limit !== null && (await minutesToday(q, memberId, at)) >= limit) {
    return fail(Code.AUTH_FAILED, ResponsibleMsg.session_limit_reached);
  }
  return null;
}

/** A game launch: jurisdiction, exclusion, session limit; an admitted launch is recorded as play. */
export async function admitLaunch(q: Queryable, memberId: number, origin: RequestOrigin | undefined, ref: string | null, state?: PlayState): Promise<Refusal | null> {
  if (origin) {
    const blocked = await jurisdictionRefusal(q, origin);
    if (blocked) return blocked;
  }
  const refusal = await playRefusal(q, memberId, state);
  if (refusal) return refusal;
  await recordLaunch(q, memberId, ref, now());
  return null;
}

/**
 * Sign-up: the jurisdiction first, then the date of birth against the site's legal age (VARIABLES.min_age,
 * default 19, counted on today's Seoul date): 4000/4001 with field date_of_birth, 4001 underage.
 */
export async function signUpRefusal(q: Queryable, origin: RequestOrigin, dateOfBirth: unknown): Promise<Refusal | null> {
  const blocked = await jurisdictionRefusal(q, origin);
  if (blocked) return blocked;
  const problem = birthDateProblem(dateOfBirth, now(), minAgeOf(await siteVariables(q, origin.domain)));
  if (problem === 'missing') return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'date_of_birth');
  if (problem === 'invalid') return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'date_of_birth');
  if (problem === 'underage') return fail(Code.PARAM_INVALID, ResponsibleMsg.underage, 'date_of_birth');
  return null;
}

/** Stores the (checked) date of birth of a new member and audits it, in the registering transaction. */
export async function recordBirthDate(q: Queryable, memberId: number, dateOfBirth: string): Promise<void> {
  await setDateOfBirth(q, memberId, dateOfBirth.trim());
  await audit(q, { memberId, actor: 'member', action: 'date_of_birth', oldValue: null, newValue: dateOfBirth.trim(), at: now() });
}
