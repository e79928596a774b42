// Support settings, from the environment (docs/operations.md lists them; tests pass their own env).
export interface SupportConfig {
  /** One-to-one inquiries a member may write per rolling hour (deleted ones count); 0 = no limit. */
  inquiryLimitPerHour: number;
}

export const SUPPORT_DEFAULTS: SupportConfig = { inquiryLimitPerHour: 10 };

export function resolveSupportConfig(env: NodeJS.ProcessEnv): SupportConfig {
  const raw = env.INQUIRY_LIMIT_PER_HOUR;
  if (raw === undefined || raw.trim() === '') return SUPPORT_DEFAULTS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 10_000) throw new Error('INQUIRY_LIMIT_PER_HOUR must be an integer from 0 to 10000');
  return { inquiryLimitPerHour: n };
}
