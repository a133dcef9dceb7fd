// Every test of this section runs with a runtime config: its links to pages (pageHref) read each section's
// address from the registry.
import { setRuntimeConfigForTests, testRuntimeConfig } from '@stallions/shared-config/testing';

setRuntimeConfigForTests(testRuntimeConfig());
