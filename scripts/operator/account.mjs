// Account area: find members (their id is what the wallet and support commands take). Uses the existing
// GET /operator/members; the API answers balances and dates, never passwords or bank account numbers.
// Issue 44: a member's single-use password-reset link (owner, support) and an operator's temporary password
// (owner); both are shown once.
import { takeFlag } from './client.mjs';

export const commands = {
  members: {
    usage: 'members [--page 1] [--size 50] [--find <text>]   list members (id, username, nickname, balance, status, last login)',
    async run(args, client) {
      const page = Number(takeFlag(args, 'page', '1'));
      const size = Number(takeFlag(args, 'size', '50'));
      const find = takeFlag(args, 'find', '')?.toLowerCase();
      const data = await client.call('GET', client.OperatorPaths.members, { page, size });
      const rows = data.list.filter((m) => !find || m.username.toLowerCase().includes(find) || m.nickname.toLowerCase().includes(find));
      console.table(rows.map((m) => ({
        id: m.id, username: m.username, nickname: m.nickname, balance: m.balance.toLocaleString('ko-KR'),
        points: m.points.toLocaleString('ko-KR'), status: m.status, joined: m.created_at, last_login: m.last_login_at || '-',
      })));
      console.log(`${rows.length} shown, ${data.total} member(s) in all (page ${page}, size ${size})`);
    },
  },
  'member-reset-link': {
    usage: 'member-reset-link <member id>   issue a single-use password-reset link (60 min) to hand to the member (owner, support)',
    async run(args, client) {
      const id = Number(args[0]);
      if (!Number.isInteger(id) || id <= 0) throw new Error('usage: member-reset-link <member id>');
      const data = await client.call('POST', client.OperatorPaths.memberPasswordReset(id), {});
      console.log(`reset link (works once, until ${data.expires_at}):\n  ${data.url}`);
    },
  },
  'operator-reset-password': {
    usage: 'operator-reset-password <operator id>   a temporary password for another operator, shown once; it must be changed at the next login (owner)',
    async run(args, client) {
      const id = Number(args[0]);
      if (!Number.isInteger(id) || id <= 0) throw new Error('usage: operator-reset-password <operator id>');
      const data = await client.call('POST', client.OperatorPaths.operatorPasswordReset(id), {});
      console.log(`temporary password (shown once; that operator's sessions ended): ${data.temporary_password}`);
    },
  },
};
