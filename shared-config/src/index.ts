/// <reference path="./build-globals.d.ts" />
// The shared singleton every app loads at start-up: keep it small. The submission schemas (zod) are a package
// of their own, '@stallions/submissions', so that only what handles a form loads them.
export * from './runtime-config';
export { adoptRuntimeConfig, getRuntimeConfig, loadRuntimeConfig } from './runtime-config-state';
export * from './firebase';
export * from './section-pages';
export * from './timeout';
