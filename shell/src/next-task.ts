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

/**
 * Resolves once the browser has shown the page's first content (its first-contentful-paint entry, which
 * comes once the frame is on screen, not merely painted: on a busy phone that is ~200 ms later), or after
 * `limitMs` in a tab that shows nothing (a hidden one) or a browser without paint timing.
 */
export function afterFirstContentfulPaint(limitMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const paintTimingSupported = PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
    const observer = paintTimingSupported
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : undefined;
    const fallback = setTimeout(done, limitMs);
    function done() {
      clearTimeout(fallback);
      observer?.disconnect();
      resolve();
    }
    observer?.observe({ type: 'paint', buffered: true });
  });
}
