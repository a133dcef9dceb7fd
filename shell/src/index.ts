import { pageStateElementId } from '@stallions/shared-config/render-contract';
import { nextTask } from './next-task';

// A server-rendered page carries its runtime config; the client-rendered app (app.html, npm run dev) reads
// /config.json, starting now, while the shared modules download, rather than after them. Marked handled
// here; bootstrap still sees a failure and shows its message.
const configResponse = document.getElementById(pageStateElementId)
  ? undefined
  : fetch('/config.json', { cache: 'no-store' });
configResponse?.catch(() => undefined);

// Async boundary: shared modules are negotiated before any of them is used (else RUNTIME-005). That
// negotiation runs in a task of its own, not in the long one that has just evaluated this chunk.
nextTask()
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(configResponse));
