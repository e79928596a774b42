// Every parameterised statement is prepared once and runs on its cached generic plan (issue 19, decision 008),
// planned without statistics on PGlite, which has no autovacuum to gather any. Such a plan must still use the
// index that answers the lookup: a win locks its bet by (provider, tx_id), and a generic plan that took another
// index leading with `provider` filtered every row of the provider, so each win cost more than the last.
import { backends, setupApp } from '../helper';

describe.each(backends())('generic plans of the provider transaction lookups ($name)', (backend) => {
  const t = setupApp(backend);

  /** The generic plan of `text` (parameters $1…), as EXPLAIN prints it. */
  async function genericPlan(text: string, args: string): Promise<string> {
    return t.app.database.rawTransaction(async (tx) => {
      await tx.exec('SET LOCAL plan_cache_mode = force_generic_plan');
      await tx.exec(`PREPARE plan_probe AS ${text}`);
      try {
        const rows = await tx.query<Record<string, string>>(`EXPLAIN EXECUTE plan_probe(${args})`);
        return rows.map((r) => Object.values(r)[0]).join('\n');
      } finally {
        await tx.exec('DEALLOCATE plan_probe');
      }
    });
  }

  it("a win's lock of its bet uses the unique key", async () => {
    const plan = await genericPlan('SELECT id FROM provider_transactions WHERE provider = $1 AND tx_id = $2 FOR UPDATE', "'house', '1:bet'");
    expect(plan).toContain('provider_transactions_tx_key');
  });

  it("a rollback's question whether its bet was paid uses an index on the credit's reference", async () => {
    const plan = await genericPlan("SELECT 1 FROM provider_transactions WHERE provider = $1 AND kind = 'credit' AND reference_tx_id = $2", "'house', '1:bet'");
    expect(plan).toContain('provider_transactions_credit_ref_idx');
  });
});
