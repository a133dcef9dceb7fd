// The shell's server build (dist/server/server.js): the render function the render server requires.
// Async boundary, as in index.ts: shared modules are negotiated before any of them is used (else RUNTIME-005).
import type { CreateShellRenderer } from '@stallions/shared-config/render-contract';

export const createShellRenderer: CreateShellRenderer = async (options) =>
  (await import('./server/renderer')).createShellRenderer(options);
