// For tests only (@stallions/shared-config/testing): what getRuntimeConfig returns, without a /config.json.
import type { RuntimeConfig } from './runtime-config';
import { loaded } from './runtime-config-state';

export function setRuntimeConfigForTests(config: RuntimeConfig | undefined): void {
  loaded.config = config;
}
