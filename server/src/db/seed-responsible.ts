// Compliance settings of every site config (issue 10), added only where a key is missing so that an
// operator's values survive restarts: the legal age, the blocked country codes and the KYC withdrawal
// threshold (won). They travel in VARIABLES, so the browser reads min_age and blocked_countries from /api/cnf.
import { DEFAULT_MIN_AGE } from '@casino/shared/contract';
import { DEFAULT_KYC_WITHDRAW_THRESHOLD } from '../domain/responsible/settings';
import { sql, type Db } from './client';

export const RESPONSIBLE_VARIABLES = {
  min_age: DEFAULT_MIN_AGE,
  blocked_countries: [] as string[],
  kyc_withdraw_threshold: DEFAULT_KYC_WITHDRAW_THRESHOLD,
};

export async function seedResponsible(db: Db): Promise<void> {
  // `defaults || variables`: the site's own values win; only absent keys are filled in.
  await db.execute(sql`
    UPDATE site_configs SET variables = ${JSON.stringify(RESPONSIBLE_VARIABLES)}::jsonb || variables
    WHERE NOT (variables ?& array['min_age', 'blocked_countries', 'kyc_withdraw_threshold'])`);
}
