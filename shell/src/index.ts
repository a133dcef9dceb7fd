// Start reading /config.json now, while the shared modules download, rather than after them: the first
// render waits for both. Marked handled here; bootstrap still sees a failure and shows its message.
const configResponse = fetch('/config.json', { cache: 'no-store' });
configResponse.catch(() => undefined);

// Async boundary: shared modules are negotiated before any of them is used (else RUNTIME-005).
import('./bootstrap').then(({ start }) => start(configResponse));
