/**
 * Resolves with what `find` returns once it returns something, checking again whenever the DOM under `root`
 * changes; with null after `timeoutMs` or when `signal` aborts. Pages and sections render lazily.
 */
export function waitFor<T>(
  find: () => T | null,
  root: Node,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<T | null> {
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (value: T | null) => {
      observer.disconnect();
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => finish(null);
    const observer = new MutationObserver(() => {
      const value = find();
      if (value) finish(value);
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] });
    const timer = setTimeout(() => finish(null), timeoutMs);
    signal.addEventListener('abort', onAbort);
  });
}
