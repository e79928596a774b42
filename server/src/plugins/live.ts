// Live updates (issue 16): LISTENs on the database's event channel (db/client.ts `listen`) and hands each
// message to the streams of this instance that want it. A NOTIFY sent by any instance reaches every instance,
// so a member connected to one API process hears of an approval made through another. Each message gets an id
// here, and the last few hundred are kept, so a stream reopened with Last-Event-ID replays what it missed
// (http/sse.ts; the ids are this process's own).
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { LiveMessage } from '../repositories/events-repository';
import { createEventLog, type SseSource } from '../http/sse';

export interface LiveHub extends SseSource<LiveMessage> {
  /** Calls `fn` when the app closes (streams end then); answers the unregister function. */
  onClose(fn: () => void): () => void;
  /** Streams open on this instance now. */
  readonly streams: number;
}

declare module 'fastify' {
  interface FastifyInstance { live: LiveHub }
}

export default fp(async function live(app: FastifyInstance) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let streams = 0;
  const log = createEventLog<LiveMessage>();
  const stop = await app.database.listen(app.database.eventChannel, (payload) => {
    let message: LiveMessage;
    try { message = JSON.parse(payload) as LiveMessage; } catch { return; }
    emitter.emit('message', message, log.append(message));
  });
  app.decorate('live', {
    subscribe(fn) {
      streams += 1;
      emitter.on('message', fn);
      return () => { streams -= 1; emitter.off('message', fn); };
    },
    after: (id) => log.after(id),
    onClose(fn) {
      emitter.on('close', fn);
      return () => { emitter.off('close', fn); };
    },
    get streams() { return streams; },
  } satisfies LiveHub);
  app.addHook('preClose', async () => {
    emitter.emit('close');
    await stop();
  });
}, { name: 'live', dependencies: ['db'] });
