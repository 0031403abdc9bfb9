/**
 * Resolves in a new task of the event loop, so the browser can paint, handle
 * input and run other scripts before the code after `await nextTask()` runs.
 * A message to oneself is a task with no timer clamp; `scheduler.yield()`,
 * where it exists, also keeps this work ahead of other queued tasks. Where
 * neither exists, a timer: a yield must never be what fails.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
