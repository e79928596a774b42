import { yieldToMain } from './yield';

afterEach(() => { delete (globalThis as { scheduler?: unknown }).scheduler; });

test('uses scheduler.yield when the browser has it', async () => {
  const yieldFn = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
  await yieldToMain();
  expect(yieldFn).toHaveBeenCalledTimes(1);
});

test('else resolves in a later task, after the microtasks queued before it', async () => {
  const order: string[] = [];
  const done = yieldToMain().then(() => order.push('yielded'));
  void Promise.resolve().then(() => order.push('microtask'));
  await done;
  expect(order).toEqual(['microtask', 'yielded']);
});
