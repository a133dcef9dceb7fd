// Start-up work split into tasks, so that no single one blocks input for long (Total Blocking Time).

/**
 * Lets the browser handle input and paint before the next step (a task of its own): scheduler.yield() where
 * there is one, else a message, which a background tab does not slow down as it does timers.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
