// Responsible-gaming and compliance commands of the operator CLI (issue 10, docs/responsible-gaming.md):
// set a member's KYC status (with the verified legal name), read a member's audit trail and limits.
// There is deliberately no command that ends or shortens a time-out or self-exclusion.
import { takeFlag } from './client.mjs';

const KYC_STATUSES = ['unverified', 'pending', 'verified'];

function requireId(value) {
  if (!/^\d+$/.test(value ?? '')) throw new Error('member id must be a numeric id');
  return Number(value);
}

const show = (v) => (v === null || v === undefined ? '—' : typeof v === 'number' ? v.toLocaleString('en-US') : String(v));

export const commands = {
  kyc: {
    usage: 'kyc <member id> <unverified|pending|verified> [--name 홍길동]   (verified needs --name: the verified legal name)',
    async run(args, client) {
      const name = takeFlag(args, 'name');
      const [rawId, status] = args;
      const id = requireId(rawId);
      if (!KYC_STATUSES.includes(status)) throw new Error(`status must be one of ${KYC_STATUSES.join(', ')}`);
      const data = await client.call('POST', client.OperatorPaths.memberKyc(id), { status, ...(name ? { verified_name: name } : {}) });
      console.log(`member ${data.member_id}: KYC ${data.kyc_status}${data.verified_name ? ` (verified name: ${data.verified_name})` : ''}`);
    },
  },
  audit: {
    usage: 'audit <member id>   (limits, exclusions, KYC status and date of birth changes, newest first)',
    async run(args, client) {
      const id = requireId(args[0]);
      const data = await client.call('GET', client.OperatorPaths.memberResponsibleAudit(id));
      if (!data.list.length) return console.log('no entries');
      console.table(data.list.map((a) => ({
        at: a.created_at, actor: a.actor_id ? `${a.actor} #${a.actor_id}` : a.actor, action: a.action, old: show(a.old_value), new: show(a.new_value),
      })));
    },
  },
  rg: {
    usage: 'rg <member id>   (the member\'s limits, pending raises, exclusion, KYC status, deposit usage, minutes of play today)',
    async run(args, client) {
      const id = requireId(args[0]);
      const d = await client.call('GET', client.OperatorPaths.memberResponsible(id));
      const pending = Object.fromEntries(d.pending.map((p) => [p.kind, `${show(p.value)} from ${p.effective_at}`]));
      console.table(Object.entries(d.limits).map(([kind, value]) => ({ kind, value: show(value), pending: pending[kind] ?? '' })));
      const ex = d.exclusion;
      console.log(`exclusion: ${ex ? `${ex.kind} ${ex.period} since ${ex.started_at}, until ${ex.until ?? 'permanent'}` : 'none'}`);
      console.log(`KYC: ${d.kyc_status}   deposits day/week/month: ${show(d.deposit_usage.daily)} / ${show(d.deposit_usage.weekly)} / ${show(d.deposit_usage.monthly)} won   play today: ${d.session_minutes_today} min`);
    },
  },
};
