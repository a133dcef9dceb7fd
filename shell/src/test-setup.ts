// Every shell test runs with a runtime config (its registry names the sections the routes and menus mount); a
// test of another config sets its own.
import { setRuntimeConfigForTests, testRuntimeConfig } from '@stallions/shared-config/testing';

setRuntimeConfigForTests(testRuntimeConfig());
