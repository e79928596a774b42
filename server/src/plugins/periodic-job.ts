// A background job of the app, every `every` ms (≤ 0: off): one run at a time in this process, the job's own
// advisory lock across instances (`ran` false: another instance had it), failures logged, never thrown; on close the
// timer stops and a run in progress is awaited. Housekeeping and the rollout plans use it.
import type { FastifyInstance } from 'fastify';
import { safeError } from '../http/log-safe';

export function runEvery(app: FastifyInstance, name: string, every: number, job: () => Promise<unknown>): void {
  if (every <= 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= job()
      .then((ran) => { if (ran === false) app.log.debug(`${name}: another instance is running it`); })
      .catch((err) => app.log.warn({ err: safeError(err) }, `${name} failed`))
      .finally(() => { running = undefined; });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
