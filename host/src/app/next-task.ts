/**
 * Resolves in a new task of the event loop, so the browser can paint, handle
 * input and run other scripts before the code after `await nextTask()` runs.
 * A message to oneself is a task with no timer clamp; `scheduler.yield()`,
 * where it exists, also keeps this work ahead of other queued tasks.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
