// Server-sent events with ids (issue 46): every event carries an `id:`, the connection starts with one `retry:`,
// and a stream reopened with Last-Event-ID gets the events it missed from the bounded history; an unknown or
// too old id gets what a fresh connection gets (nothing before the next event).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { OperatorPaths as P } from '@casino/shared/contract';
import { createEventLog, SSE_RETRY_MS } from '../../src/http/sse';
import { backends, bearer, createMember, json, login, post, setupApp } from '../helper';

describe('the event log', () => {
  it('numbers events under its epoch and answers those after an id it still holds', () => {
    const log = createEventLog<string>(3, 'ab12');
    expect(['a', 'b', 'c', 'd'].map((m) => log.append(m))).toEqual(['ab12-1', 'ab12-2', 'ab12-3', 'ab12-4']);
    expect(log.after('ab12-2')).toEqual([{ id: 'ab12-3', message: 'c' }, { id: 'ab12-4', message: 'd' }]);
    expect(log.after('ab12-4')).toEqual([]);
    // ab12-1 is the last the client saw before the oldest kept (2): nothing is lost
    expect(log.after('ab12-1')).toEqual([{ id: 'ab12-2', message: 'b' }, { id: 'ab12-3', message: 'c' }, { id: 'ab12-4', message: 'd' }]);
  });

  it('answers null for an id that is too old, from another epoch, from the future or malformed', () => {
    const log = createEventLog<string>(2, 'ab12');
    ['a', 'b', 'c', 'd'].forEach((m) => log.append(m));
    expect(log.after('ab12-1')).toBeNull(); // event 2 has left the history: the client missed it
    expect(log.after('cd34-3')).toBeNull();
    expect(log.after('ab12-5')).toBeNull();
    expect(log.after('ab12-x')).toBeNull();
    expect(log.after('ab12-3\nevent: x')).toBeNull();
    expect(createEventLog<string>(2, 'ab12').after('ab12-0')).toEqual([]);
  });
});

interface Frame { id?: string; event?: string; data?: unknown; retry?: number }

/** A raw server-sent-event reader over a real socket, keeping every field of every frame. */
function openStream(base: string, path: string, token: string, lastEventId?: string) {
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  let buffer = '';
  let req!: http.ClientRequest;
  const opened = new Promise<number>((resolve, reject) => {
    const headers: Record<string, string> = { ...bearer(token), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
    req = http.get(`${base}${path}`, { headers }, (res) => {
      resolve(res.statusCode ?? 0);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame: Frame = {};
          for (const line of buffer.slice(0, cut).split('\n')) {
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'id') frame.id = value;
            else if (field === 'event') frame.event = value;
            else if (field === 'data') frame.data = JSON.parse(value);
            else if (field === 'retry') frame.retry = Number(value);
          }
          buffer = buffer.slice(cut + 2);
          frames.push(frame);
          waiters.splice(0).forEach((w) => w());
        }
      });
      res.on('end', () => { ended = true; waiters.splice(0).forEach((w) => w()); });
    });
    req.on('error', reject);
  });
  const events = () => frames.filter((f) => f.event);
  /** The n-th event (1-based) once it has arrived. */
  const event = async (n: number) => {
    for (;;) {
      const found = events()[n - 1];
      if (found) return found;
      if (ended) throw new Error(`stream ended before event ${n}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { opened, frames, events, event, close: () => req.destroy() };
}

async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(backends())('member stream ids and resume ($name)', (backend) => {
  const t = setupApp(backend);
  let cashier: string;
  const givePoints = async (memberId: number, amount: number) => {
    const res = json(await post(t.app, P.memberPoints(memberId), { amount, reason: 'promo' }, { headers: bearer(cashier) }));
    if (res.code !== 0) throw new Error(JSON.stringify(res));
  };
  beforeAll(async () => {
    const res = json(await post(t.app, P.login, { username: 'operator-cashier', password: 'cashier1234' }));
    cashier = res.data.jwt;
  });

  it('lets the site send Last-Event-ID across origins (CORS preflight): a browser would refuse the reconnect', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS', url: '/main/stream',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,last-event-id' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toContain('last-event-id');
  });

  it('sends retry once and an id with every event; a reconnect with Last-Event-ID replays what it missed', async () => {
    const base = await listen(t.app);
    const member = await createMember(t.app);
    const other = await login(t.app, member.username, member.password);
    const first = openStream(base, '/main/stream', member.jwt);
    // a second page of the member stays open: when it has the event, this instance has it in its history
    const witness = openStream(base, '/main/stream', other.jwt);
    expect([await first.opened, await witness.opened]).toEqual([200, 200]);
    expect(first.frames[0]).toEqual({ retry: SSE_RETRY_MS });

    await givePoints(member.id, 100);
    const seen = await first.event(1);
    expect(seen).toMatchObject({ event: 'balance.changed', data: { points: 100 } });
    expect(seen.id).toMatch(/^[0-9a-f]+-\d+$/);
    first.close();

    await givePoints(member.id, 200);
    const missed = await witness.event(2);
    expect(missed).toMatchObject({ event: 'balance.changed', data: { points: 300 } });

    const resumed = openStream(base, '/main/stream', member.jwt, seen.id);
    expect(await resumed.opened).toBe(200);
    // the missed event, with the id the witness saw, although nothing new was sent
    expect(await resumed.event(1)).toEqual(missed);
    expect(resumed.frames.filter((f) => f.retry !== undefined)).toHaveLength(1);
    resumed.close();
    witness.close();
  });

  it('an unknown id gets what a fresh connection gets: nothing before the next event', async () => {
    const base = await listen(t.app);
    const member = await createMember(t.app);
    const witness = openStream(base, '/main/stream', member.jwt);
    expect(await witness.opened).toBe(200);
    await givePoints(member.id, 100);
    await witness.event(1);

    const stranger = openStream(base, '/main/stream', member.jwt, 'ffffffff-1');
    expect(await stranger.opened).toBe(200);
    await givePoints(member.id, 50);
    expect(await stranger.event(1)).toMatchObject({ event: 'balance.changed', data: { points: 150 } });
    expect(stranger.events()).toHaveLength(1);
    stranger.close();
    witness.close();
  });

  it("replays only the stream's own events: another member's are not sent", async () => {
    const base = await listen(t.app);
    const member = await createMember(t.app);
    const someone = await createMember(t.app);
    const mine = openStream(base, '/main/stream', member.jwt);
    const theirs = openStream(base, '/main/stream', someone.jwt);
    expect([await mine.opened, await theirs.opened]).toEqual([200, 200]);
    await givePoints(member.id, 10);
    const last = await mine.event(1);
    mine.close();
    await givePoints(someone.id, 20);
    await theirs.event(1);
    await givePoints(member.id, 30);
    // a second page of the member hears the third grant: the history holds all three now
    const witness = openStream(base, '/main/stream', member.jwt);
    expect(await witness.opened).toBe(200);
    await givePoints(member.id, 40);
    await witness.event(1);

    const resumed = openStream(base, '/main/stream', member.jwt, last.id);
    expect(await resumed.opened).toBe(200);
    const replayed = [await resumed.event(1), await resumed.event(2)];
    expect(replayed.map((e) => (e.data as { points: number }).points)).toEqual([40, 80]);
    expect(resumed.events()).toHaveLength(2);
    resumed.close();
    theirs.close();
    witness.close();
  });
});
