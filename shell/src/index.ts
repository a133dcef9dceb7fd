import { nextTask } from './next-task';

// Start reading /config.json now, while the shared modules download, rather than after them: the first
// render waits for both. Marked handled here; bootstrap still sees a failure and shows its message.
const configResponse = fetch('/config.json', { cache: 'no-store' });
configResponse.catch(() => undefined);

// Async boundary: shared modules are negotiated before any of them is used (else RUNTIME-005). That
// negotiation runs in a task of its own, not in the long one that has just evaluated this chunk.
nextTask()
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(configResponse));
