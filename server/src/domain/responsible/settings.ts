// Deployment settings of the compliance rules that come from the environment rather than the site config:
// the edge proxy's country header and an override of the KYC withdrawal threshold. Set once by the account
// routes plugin from the app's environment (tests pass their own); process-wide like the clock.
export const DEFAULT_COUNTRY_HEADER = 'cf-ipcountry';
export const DEFAULT_KYC_WITHDRAW_THRESHOLD = 1_000_000;

export interface ResponsibleSettings {
  /** Lower-case request header holding the ISO 3166-1 alpha-2 country set by the edge proxy. */
  countryHeader: string;
  /** When set, wins over VARIABLES.kyc_withdraw_threshold of the site config. */
  kycWithdrawThreshold: number | null;
}

export function resolveResponsibleSettings(env: NodeJS.ProcessEnv): ResponsibleSettings {
  const raw = (env.KYC_WITHDRAW_THRESHOLD ?? '').trim();
  if (raw !== '' && !/^\d{1,15}$/.test(raw)) throw new Error('KYC_WITHDRAW_THRESHOLD must be a non-negative integer (won)');
  return {
    countryHeader: (env.COUNTRY_HEADER || DEFAULT_COUNTRY_HEADER).trim().toLowerCase(),
    kycWithdrawThreshold: raw === '' ? null : Number(raw),
  };
}

let current: ResponsibleSettings = resolveResponsibleSettings(process.env);

export function configureResponsible(env: NodeJS.ProcessEnv): void {
  current = resolveResponsibleSettings(env);
}

export function responsibleSettings(): ResponsibleSettings {
  return current;
}
