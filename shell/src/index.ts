import { pageStateElementId } from '@stallions/shared-config/render-contract';
import { afterFirstContentfulPaint, nextTask } from './next-task';
import { startHeaderScript } from './layout/header-script';

// The header works as soon as the page is parsed: its panels are HTML, these few lines do the rest.
startHeaderScript();

// A server-rendered page carries its runtime config; the client-rendered app (app.html, npm run dev) reads
// /config.json, starting now, while the shared modules download, rather than after them. Marked handled
// here; bootstrap still sees a failure and shows its message.
const serverRendered = document.getElementById(pageStateElementId) !== null;
const configResponse = serverRendered ? undefined : fetch('/config.json', { cache: 'no-store' });
configResponse?.catch(() => undefined);

// Async boundary: shared modules are negotiated before any of them is used (else RUNTIME-005). That
// negotiation runs in a task of its own, not in the long one that has just evaluated this chunk. A
// server-rendered page is on screen first: the code that hydrates it (React, the app: ~130 KB) downloads
// and runs after its first paint, never competing with it (the page has no script preloads either).
(serverRendered ? afterFirstContentfulPaint() : nextTask())
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(configResponse));
