// The runtime config loaded at boot, in a module of its own so that ./testing.ts can set it for tests
// without the package's entry exporting a test-only function.
import type { RuntimeConfig } from './runtime-config';

export const loaded: { config?: RuntimeConfig } = {};
