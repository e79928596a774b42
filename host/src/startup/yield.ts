// Start-up in several main-thread tasks instead of one (issue 48 §2): between two steps of start-up, the browser gets
// the main thread back to paint, take a tap and run the network's callbacks. A phone's Lighthouse counts every task
// over 50 ms against the page (Total Blocking Time), so one task of 0.8 s costs 0.75 s where four of 0.2 s cost 0.6 s
// and sixteen of 50 ms nothing.

interface Scheduler { yield?: () => Promise<void> }

/**
 * Resolves in a new task: `scheduler.yield()` where the browser has it (Chromium 129+: the continuation runs ahead of
 * other queued tasks of the page), else a MessageChannel message (a macrotask without setTimeout's 4 ms clamp), else
 * setTimeout(0).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}
