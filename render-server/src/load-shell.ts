// Loads the shell's render function from its server build (a CommonJS bundle), for one release track.
import { join } from 'node:path';
import type { RuntimeConfig } from '@stallions/shared-config';
import type { CreateShellRenderer, ShellRenderer } from '@stallions/shared-config/render-contract';

export function loadShellRenderer(
  shellDist: string,
  config: RuntimeConfig,
  track: 'current' | 'canary' = 'current',
  /** Remotes held at one release each (a preview's), by name. */
  pins?: Record<string, string>,
): Promise<ShellRenderer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, located at run time
  const { createShellRenderer } = require(join(shellDist, 'server', 'server.js')) as {
    createShellRenderer: CreateShellRenderer;
  };
  return createShellRenderer({ config, track, ...(pins ? { pins } : {}) });
}
