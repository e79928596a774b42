// Support commands of the operator CLI: notices, memos, one-to-one inquiries, customer inquiry form messages.
// Text arguments are plain text; a literal "\n" in them becomes a line break.
import { takeFlag } from './client.mjs';

/** Removes a boolean `--name` flag; true when it was there. */
function takeSwitch(args, name) {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
}

function requireText(args, name) {
  const value = takeFlag(args, name);
  if (value === undefined || value === '') throw new Error(`--${name} is required`);
  return value.replace(/\\n/g, '\n');
}

function requireId(value, what) {
  if (!/^\d+$/.test(value ?? '')) throw new Error(`${what} must be a numeric id`);
  return Number(value);
}

const short = (s, n = 40) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).replace(/\n/g, ' ');

export const commands = {
  notices: {
    usage: 'notices [--popup]                                   list notices, newest first (--popup: popup ones only)',
    async run(args, client) {
      const popup = takeSwitch(args, 'popup');
      const data = await client.call('GET', client.Paths.notices, { size: 100, ...(popup ? { popup: true } : {}) });
      console.table(data.list.map((n) => ({ id: n.id, title: short(n.title), popup: n.popup, created_at: n.created_at })));
      console.log(`${data.total} notice(s)`);
    },
  },
  'notice-post': {
    usage: 'notice-post --title <text> --content <text> [--popup]   post a notice (--popup: also a home-page popup)',
    async run(args, client) {
      const popup = takeSwitch(args, 'popup');
      const title = requireText(args, 'title');
      const content = requireText(args, 'content');
      const data = await client.call('POST', client.OperatorPaths.notices, { title, content, popup });
      console.log(`notice ${data.id} posted${popup ? ' (popup)' : ''}`);
    },
  },
  'notice-delete': {
    usage: 'notice-delete <id>                                  delete a notice',
    async run(args, client) {
      const id = requireId(args[0], 'notice-delete <id>');
      await client.call('DELETE', client.OperatorPaths.notice(id));
      console.log(`notice ${id} deleted`);
    },
  },
  'memo-send': {
    usage: 'memo-send [--member <id>] --title <text> --content <text>   memo to one member, or to all without --member',
    async run(args, client) {
      const member = takeFlag(args, 'member');
      const title = requireText(args, 'title');
      const content = requireText(args, 'content');
      const body = { title, content };
      if (member !== undefined) body.member_id = requireId(member, '--member');
      const data = await client.call('POST', client.OperatorPaths.memos, body);
      console.log(`memo ${data.id} sent to ${member === undefined ? 'all members' : `member ${member}`}`);
    },
  },
  inquiries: {
    usage: 'inquiries [--status pending|answered]               one-to-one inquiries (pending: oldest first)',
    async run(args, client) {
      const status = takeFlag(args, 'status');
      if (status !== undefined && !['pending', 'answered'].includes(status)) throw new Error('--status is pending or answered');
      const data = await client.call('GET', client.OperatorPaths.inquiries, { size: 100, status });
      console.table(data.list.map((i) => ({
        id: i.id, member: `${i.username} (${i.member_id})`, title: short(i.title), status: i.status, created_at: i.created_at, answered_at: i.answered_at,
      })));
      console.log(`${data.total} inquiry(ies)`);
    },
  },
  'inquiry-answer': {
    usage: 'inquiry-answer <id> --answer <text>                 answer (or correct the answer of) an inquiry',
    async run(args, client) {
      const answer = requireText(args, 'answer');
      const id = requireId(args[0], 'inquiry-answer <id>');
      const data = await client.call('POST', client.OperatorPaths.inquiryAnswer(id), { answer });
      console.log(`inquiry ${data.id} answered at ${data.answered_at}`);
    },
  },
  contacts: {
    usage: 'contacts                                            messages from the public customer inquiry form',
    async run(_args, client) {
      const data = await client.call('GET', client.OperatorPaths.contacts, { size: 100 });
      console.table(data.list.map((c) => ({ id: c.id, name: short(c.name, 20), email: c.email, title: short(c.title), created_at: c.created_at })));
      console.log(`${data.total} message(s)`);
    },
  },
};
