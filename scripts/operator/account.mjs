// Account area: find members (their id is what the wallet and support commands take). Uses the existing
// GET /operator/members; the API answers balances and dates, never passwords or bank account numbers.
import { takeFlag } from './client.mjs';

export const commands = {
  members: {
    usage: 'members [--page 1] [--size 50] [--find <text>]   list members (id, username, nickname, balance, status, last login)',
    async run(args, client) {
      const page = Number(takeFlag(args, 'page', '1'));
      const size = Number(takeFlag(args, 'size', '50'));
      const find = takeFlag(args, 'find', '')?.toLowerCase();
      const data = await client.call('GET', `/operator/members?page=${page}&size=${size}`);
      const rows = data.list.filter((m) => !find || m.username.toLowerCase().includes(find) || m.nickname.toLowerCase().includes(find));
      console.table(rows.map((m) => ({
        id: m.id, username: m.username, nickname: m.nickname, balance: m.balance.toLocaleString('ko-KR'),
        points: m.points.toLocaleString('ko-KR'), status: m.status, joined: m.created_at, last_login: m.last_login_at || '-',
      })));
      console.log(`${rows.length} shown, ${data.total} member(s) in all (page ${page}, size ${size})`);
    },
  },
};
