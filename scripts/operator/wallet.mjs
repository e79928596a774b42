// Wallet commands of the operator CLI: the deposit and withdrawal queues, decisions (each request is decided
// once: a second decision fails with code 6000), cash and points adjustments, the deposit account members
// transfer to, and the ledger verification (exit code 1 when anything is broken, for cron jobs).
import { takeFlag } from './client.mjs';

const DEPOSIT_STATUSES = ['waiting', 'completed', 'rejected', 'auto', 'point_convert'];
const WITHDRAW_STATUSES = ['waiting', 'completed', 'rejected', 'auto'];

function requireId(value, what) {
  if (!/^\d+$/.test(value ?? '')) throw new Error(`${what} must be a numeric id`);
  return Number(value);
}

function requireSigned(value, what) {
  if (!/^[+-]?\d+$/.test(value ?? '') || Number(value) === 0) throw new Error(`${what} must be a non-zero whole number, e.g. 50000 or -20000`);
  return Number(value);
}

function requireReason(args) {
  const reason = takeFlag(args, 'reason');
  if (!reason || !reason.trim()) throw new Error('--reason is required');
  return reason;
}

const won = (n) => Number(n).toLocaleString('en-US');

function listCommand(pathOf, statuses) {
  return async (args, client) => {
    const status = takeFlag(args, 'status');
    if (status !== undefined && !statuses.includes(status)) throw new Error(`--status must be one of ${statuses.join(', ')}`);
    const page = takeFlag(args, 'page', '1');
    const data = await client.call('GET', pathOf(client.OperatorPaths), { page, size: takeFlag(args, 'size', '50'), status });
    if (data.list.length) {
      console.table(data.list.map((r) => ({
        id: r.id, member: r.member_id, username: r.username, amount: won(r.amount), status: r.status,
        requested: r.created_at, processed: r.processed_at || '-', reason: r.reason || '',
      })));
    }
    console.log(`${data.total} request(s)${status ? ` with status ${status}` : ''}${data.total > data.list.length ? ` (page ${page}; --page N for more)` : ''}`);
  };
}

function decisionCommand(kind, decision) {
  return async (args, client) => {
    const reason = decision === 'reject' ? requireReason(args) : takeFlag(args, 'reason');
    const id = requireId(args[0], `${decision}-${kind} <id>`);
    try {
      const P = client.OperatorPaths;
      const path = { deposit: { approve: P.depositApprove, reject: P.depositReject }, withdrawal: { approve: P.withdrawalApprove, reject: P.withdrawalReject } }[kind][decision](id);
      const data = await client.call('POST', path, reason ? { reason } : {});
      console.log(`${kind} ${id} of ${data.username}: ${data.status} (${won(data.amount)} won)${data.balance !== undefined ? `; balance now ${won(data.balance)}` : ''}`);
    } catch (e) {
      if (e.code === 6000) throw new Error(`${kind} ${id} was already decided; nothing changed`, { cause: e });
      if (e.code === 5005) throw new Error(`no ${kind} request ${id}`, { cause: e });
      throw e;
    }
  };
}

/** `adjust` / `points`: a signed amount for one member, with a reason. */
function adjustCommand(name, describe) {
  return async (args, client) => {
    const reason = requireReason(args);
    const id = requireId(args[0], `${name} <member id>`);
    const amount = requireSigned(args[1], `${name} <signed amount>`);
    const path = name === 'adjust' ? client.OperatorPaths.memberAdjust(id) : client.OperatorPaths.memberPoints(id);
    const data = await client.call('POST', path, { amount, reason });
    // above the site's approval threshold (issue 47 §1) nothing moved yet: a second operator approves it in the back office
    if (data.pending_approval) console.log(`member ${id}: ${amount > 0 ? '+' : ''}${won(amount)} sent for approval (request ${data.pending_approval.id}; another operator must approve it by ${data.pending_approval.expires_at})`);
    else console.log(`member ${id}: ${amount > 0 ? '+' : ''}${won(amount)} ${describe(data)}`);
  };
}

export const commands = {
  deposits: {
    usage: 'deposits [--status <status>] [--page N]           deposit requests, newest first (waiting, completed, rejected, auto, point_convert)',
    run: listCommand((P) => P.deposits, DEPOSIT_STATUSES),
  },
  withdrawals: {
    usage: 'withdrawals [--status <status>] [--page N]        withdrawal requests, newest first (waiting, completed, rejected, auto)',
    run: listCommand((P) => P.withdrawals, WITHDRAW_STATUSES),
  },
  'approve-deposit': {
    usage: 'approve-deposit <id> [--reason <text>]              credit a waiting deposit (ledger deposit)',
    run: decisionCommand('deposit', 'approve'),
  },
  'reject-deposit': {
    usage: 'reject-deposit <id> --reason <text>                 reject a waiting deposit (no money moves)',
    run: decisionCommand('deposit', 'reject'),
  },
  'approve-withdrawal': {
    usage: 'approve-withdrawal <id> [--reason <text>]           confirm a waiting withdrawal was paid out',
    run: decisionCommand('withdrawal', 'approve'),
  },
  'reject-withdrawal': {
    usage: 'reject-withdrawal <id> --reason <text>              reject a waiting withdrawal and refund it (withdraw_refund)',
    run: decisionCommand('withdrawal', 'reject'),
  },
  adjust: {
    usage: 'adjust <member id> <signed amount> --reason <text>  add (+) or take (-) won (ledger adjust; member sees an auto row)',
    run: adjustCommand('adjust', (data) => `won; balance now ${won(data.balance)} (ledger row ${data.ledger_id}, ${data.request.kind} ${data.request.id})`),
  },
  points: {
    usage: 'points <member id> <signed amount> --reason <text>  add (+) or take (-) points (points ledger adjust)',
    run: adjustCommand('points', (data) => `points; points now ${won(data.point)}`),
  },
  'ledger-verify': {
    usage: 'ledger-verify                                       re-check every member\'s cash and points chains and the anchors (exit 1 if broken)',
    async run(_args, client) {
      const data = await client.call('GET', client.OperatorPaths.ledgerVerify);
      console.log(`${data.members_checked} member(s), ${data.rows_checked} ledger row(s), ${data.anchors_checked} anchor(s) checked`);
      if (data.broken.length === 0 && data.anchors_broken.length === 0) {
        console.log('ledger OK: every chain, hash, balance, wallet request and anchor agrees');
        return;
      }
      if (data.broken.length > 0) console.table(data.broken.map((b) => ({ member: b.member_id, username: b.username, ledger: b.ledger, kind: b.kind, row: b.row_id ?? '-', detail: b.detail })));
      if (data.anchors_broken.length > 0) console.table(data.anchors_broken.map((a) => ({ anchor: a.anchor_id, day: a.day, kind: a.kind, detail: a.detail })));
      console.error(`ledger BROKEN: ${data.broken.length}${data.truncated ? '+' : ''} finding(s), ${data.anchors_broken.length} broken anchor(s)`);
      process.exitCode = 1;
    },
  },
  'ledger-anchor': {
    usage: 'ledger-anchor                                       anchor both ledgers now (the server also does it once a day)',
    async run(_args, client) {
      const a = await client.call('POST', client.OperatorPaths.ledgerAnchors);
      console.log(`anchor ${a.id} (${a.day}): ${a.anchor}\n  ${a.members} member(s), cash rows ≤ ${a.cash_max_id}, points rows ≤ ${a.points_max_id}`);
    },
  },
  'ledger-anchors': {
    usage: 'ledger-anchors                                      every anchor, oldest first, as CSV (keep a copy outside the database)',
    async run(_args, client) {
      const data = await client.call('GET', client.OperatorPaths.ledgerAnchors);
      const columns = ['id', 'anchored_at', 'day', 'cash_max_id', 'points_max_id', 'members', 'digest', 'prev_anchor', 'anchor'];
      console.log([columns.join(','), ...data.list.map((a) => columns.map((c) => a[c]).join(','))].join('\n'));
    },
  },
  'deposit-account': {
    usage: 'deposit-account [set --bank <b> --number <n> --holder <h> [--notes <t>]] [--domain <d>]   show, or ask to set (a second operator approves), where members transfer',
    async run(args, client) {
      const domain = takeFlag(args, 'domain');
      if (args[0] === 'set') {
        const body = { bank_name: takeFlag(args, 'bank'), bank_account: takeFlag(args, 'number'), holder: takeFlag(args, 'holder') };
        for (const [k, v] of Object.entries(body)) if (!v) throw new Error(`deposit-account set needs --${{ bank_name: 'bank', bank_account: 'number', holder: 'holder' }[k]}`);
        const notes = takeFlag(args, 'notes');
        const asked = await client.call('PUT', client.OperatorPaths.depositAccount, { ...body, ...(notes !== undefined ? { notes } : {}), ...(domain ? { domain } : {}) });
        // every change waits for a second operator (issue 47 §1): the current account stays until then
        if (asked?.pending_approval) console.log(`sent for approval (request ${asked.pending_approval.id}; another operator must approve it by ${asked.pending_approval.expires_at}); until then:`);
      } else if (args[0] !== undefined) throw new Error(`unknown: deposit-account ${args[0]}`);
      const data = await client.call('GET', client.OperatorPaths.depositAccount, { domain });
      console.log(`${data.domain}: ${data.bank_name} ${data.bank_account} (${data.holder})${data.notes ? `\n  ${data.notes}` : ''}\n  updated ${data.updated_at}`);
    },
  },
};
